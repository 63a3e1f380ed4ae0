import { TeamSchema } from '../../../common/site-content';
import type { TeamContent, TeamMember } from '../../../content/types';
import { ContentImageField } from './content-image-field';
import { ItemList, TextField } from './fields';
import { documentScreen, type EditorApi } from './document-editor';

const PREVIEW_PAGES = [
  { path: '/companyProfile', label: 'company profile' },
  { path: '/', label: 'home page' },
];
const MAX_MEMBERS = 24;

const newMember = (): TeamMember => ({ name: '', role: '', initials: '', bio: '', photo: null });

/**
 * Site content → Team: the management team on the home page and the company profile,
 * in display order, each with a photo (or their initials), name, role and short bio.
 */
export default documentScreen({
  docKey: 'team',
  schema: TeamSchema,
  noun: 'the team',
  title: 'Team',
  description: 'The management team shown on the home page (names and roles) and on the company profile (with the short bios), in this order.',
  previewPages: PREVIEW_PAGES,
  Fields: TeamFields,
});

function TeamFields({ editor }: { editor: EditorApi<TeamContent> }) {
  const { err, set, field } = editor;
  const members = editor.list<TeamMember>('members', {
    noun: 'team member',
    idBase: 'sc-member',
    focusField: 'name',
    describe: (m) => (m.name ? `${m.name} from the team` : ''),
  });
  return (
    <fieldset className="sc-group">
      <legend>Team members</legend>
      <p className="hint">The first person is shown first. Change the order with the Move buttons, or drag a person by the grip.</p>
      <ItemList list={members} max={MAX_MEMBERS} addLabel="Add a team member" newItem={newMember} legend={(m, i) => `Team member ${i + 1}${m.name ? `: ${m.name}` : ''}`}>
        {(m, i) => {
          const p = `members.${i}`;
          return (
            <>
              <div className="admin-form__grid">
                <TextField {...field(`${p}.name`)} label="Name" hint="Full name as it should appear" maxLength={80} autoComplete="off" />
                <TextField {...field(`${p}.role`)} label="Role" hint="e.g. Head of Training & ICT Support" maxLength={80} />
              </div>
              <TextField {...field(`${p}.bio`)} label="Short bio" multiline hint="Two or three sentences, up to 400 characters; shown on the company profile." maxLength={400} />
              <ContentImageField
                path={`${p}.photo`}
                label="Photo"
                kind="team"
                round
                value={m.photo ?? null}
                emptyText="the initials in a coloured circle"
                hint="JPEG, PNG or WebP, up to 20 MB. Best a square head-and-shoulders photo, at least 300 × 300 px: it is shown in an 88 px circle, cropped to fit, so keep the face in the middle."
                error={err(`${p}.photo`) ?? err(`${p}.photo.url`)}
                onChange={(img) => set(`${p}.photo`, (d) => (d.members[i].photo = img))}
              />
              <TextField {...field(`${p}.initials`)} label="Initials (when there is no photo)" hint="Up to 3 letters; leave empty to use the first letters of the name." maxLength={3} />
            </>
          );
        }}
      </ItemList>
    </fieldset>
  );
}

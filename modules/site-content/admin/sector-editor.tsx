import { Link } from 'react-router';
import { SectorSchema } from '../../../common/site-content';
import { sectors } from '../../../content/sectors';
import type { SectorContent } from '../../../content/types';
import { sectionHref } from '../../../app/features/admin/sections';
import type { EditorApi } from './document-editor';
import { TextField } from './fields';
import { pageScreen, type PageChoice } from './page-fields';

type SectorPage = PageChoice & { module: string };
const PAGES: SectorPage[] = sectors.map((s) => ({ slug: s.slug, label: s.heading, module: s.module }));

/**
 * Site content → Sectors: the heading and introduction of the thirteen client sector
 * pages, one page at a time. The client lists are edited in the admin's Client Modules section.
 */
export default pageScreen({
  screen: 'sectors',
  kind: 'sector',
  pages: PAGES,
  pickerLabel: 'Sector page to edit',
  pickerHint: 'The thirteen pages of the Our Clients menu. Each page is saved and published on its own.',
  schema: SectorSchema,
  title: (p) => `Sector page: ${p.label}`,
  description: 'The heading and the introduction at the top of this client sector page.',
  Fields: SectorFields,
});

function SectorFields({ editor, page }: { editor: EditorApi<SectorContent>; page: SectorPage }) {
  const { field } = editor;
  return (
    <fieldset className="sc-group">
      <legend>Heading and introduction</legend>
      <TextField {...field('heading')} label="Heading" hint="The page's main heading and its label in the Our Clients menu. Up to 60 characters." maxLength={60} />
      <TextField {...field('intro')} label="Introduction" multiline hint="One or two sentences about your work in this sector, 20 to 400 characters." maxLength={400} />
      <p className="sc-note">
        The clients listed on this page are edited in <Link to={sectionHref('clients', { module: page.module })}>Client Modules</Link>.
      </p>
    </fieldset>
  );
}

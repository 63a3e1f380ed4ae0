import type { Route } from './+types/topics';
import { pageMeta } from '../lib/meta';
import { TopicsPage } from '../../modules/topics/pages/topics-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    'Project Topics',
    'About 190 BSc, MSc and PhD project topics in Computer Science, Engineering, Management and Economics, for members of our project research service.',
  );

/** The members' topics page: its list, search and request dialog are in modules/topics/pages/. */
export default TopicsPage;

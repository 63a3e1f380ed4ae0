import type { Route } from './+types/contact';
import { pageMeta } from '../lib/meta';

export const meta: Route.MetaFunction = () => pageMeta('Contact Us');

export default function Contact() {
  return (
    <main>
      <h1>Contact Us</h1>
    </main>
  );
}

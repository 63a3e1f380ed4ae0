import { redirect } from 'react-router';
import type { Route } from './+types/invoice-paystack';
import { clientContext, servicesContext } from '../context';

/**
 * Paystack's way in and out of a customer's invoice (docs/decisions/0034-selling.md, "Paystack"): the
 * invoice page's "Pay with card" form posts here and is sent on to Paystack's payment page; Paystack
 * sends the customer back here with the reference, which the server verifies with Paystack before
 * anything is recorded. Either way the customer lands on the invoice page, with a word on how it went.
 */

const backTo = (token: string, outcome: string) => redirect(`/invoice/${token}?paystack=${outcome}`, 303);

export async function action({ params, context }: Route.ActionArgs) {
  const started = await context.get(servicesContext).paystack.start(params.token);
  if (started.ok) return redirect(started.url, 303);
  return started.reason === 'gone' ? redirect(`/invoice/${params.token}`, 303) : backTo(params.token, started.reason);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get('reference') ?? '';
  const outcome = await context.get(servicesContext).paystack.confirm(params.token, reference, context.get(clientContext).ip);
  return backTo(params.token, outcome);
}

import type { PaystackStandIn } from './paystack-stand-in';

/** The settings that point the site at the Paystack stand-in (./paystack-stand-in.ts). */
export const paystackEnv = (s: PaystackStandIn) => ({ PAYMENTS_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: s.secret, PAYSTACK_BASE_URL: s.url });

import { SignUpPage } from './sign-up-page';

/** `/signup/buyer-legacy`: the older buyer sign-up, one long column, same rules. */
export default function BuyerLegacySignUpPage() {
  return <SignUpPage kind="buyer" variant="legacy" />;
}

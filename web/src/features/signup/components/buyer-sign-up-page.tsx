import { SignUpPage } from './sign-up-page';

/** `/signup/buyer`: buyer, owner and admin invitations. */
export default function BuyerSignUpPage() {
  return <SignUpPage kind="buyer" />;
}

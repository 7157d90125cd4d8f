import { SignUpPage } from './sign-up-page';

/** `/signup/seller`: originator invitations; the phone number is required. */
export default function SellerSignUpPage() {
  return <SignUpPage kind="seller" />;
}

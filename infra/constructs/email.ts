/** The SES identity every e-mail is sent from. */
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailProps {
  /** The sender address; SES sends it a verification link after the first deploy. */
  fromAddress: string;
}

/** An SES e-mail address identity for the sender. */
export class Email extends Construct {
  readonly identity: EmailIdentity;
  readonly fromAddress: string;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.fromAddress = props.fromAddress;
    this.identity = new EmailIdentity(this, 'FromAddress', {
      identity: Identity.email(props.fromAddress),
    });
  }
}

// Auth: the Cognito user pool that holds the credentials (the API signs users in with
// AdminInitiateAuth; sign-up goes through the API, never straight to Cognito), the SES
// identities the app sends email from, and the configuration set every email is sent with,
// whose bounces and complaints go to the default event bus (the Schedule stack records them).
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as events from 'aws-cdk-lib/aws-events';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.js';

export interface AuthStackProps extends StackProps {
  readonly stage: string;
  /** Keep the user pool when the stack is deleted (and protect it from deletion). */
  readonly retainData: boolean;
  /** The From address of every email. */
  readonly senderEmail: string;
  /**
   * Recipients to verify while the account is in the SES sandbox (SES then checks the send
   * permission against each recipient's identity too). Empty in production.
   */
  readonly sandboxRecipients: readonly string[];
}

/** Cognito's password policy. The sign-up form only asks for 8 characters; Cognito's rule is the stricter one that applies. */
// Length, not composition (ASVS 6.2, NIST SP 800-63B): the API refuses common breached
// passwords itself (functions/accounts/common-passwords.ts).
export const PASSWORD_POLICY: cognito.PasswordPolicy = {
  minLength: 8,
  requireLowercase: false,
  requireUppercase: false,
  requireDigits: false,
  requireSymbols: false,
  tempPasswordValidity: Duration.days(1),
};

/** The configuration set's name: fixed per stage, so the functions' permissions can name it. */
export const emailConfigurationSetName = (stage: string) => `remote-hiring-${stage}`;

export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly senderIdentity: ses.EmailIdentity;
  /**
   * The SES identities (addresses and domains) functions may send as and, in the
   * sandbox, to: the api stack turns them into ARNs in its own account and region.
   */
  readonly sendingIdentities: string[];
  /** Every email is sent with it (SES_CONFIGURATION_SET): its events report bounces and complaints. */
  readonly configurationSet: ses.ConfigurationSet;
  readonly configurationSetName: string;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `remote-hiring-${props.stage}`,
      // Users sign in with their email; the API creates them (AdminCreateUser).
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      // The app confirms addresses with its own one-time codes (sent through SES), then
      // marks them verified; Cognito sends no mail of its own.
      autoVerify: { email: false },
      accountRecovery: cognito.AccountRecovery.NONE,
      standardAttributes: { email: { required: true, mutable: true } },
      customAttributes: { role: new cognito.StringAttribute({ minLen: 1, maxLen: 32, mutable: false }) },
      passwordPolicy: PASSWORD_POLICY,
      // Two-step sign-in is each user's choice (Settings): authenticator apps only, no SMS.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Admin API calls only: no managed login, no threat protection, so the Lite plan.
      featurePlan: cognito.FeaturePlan.LITE,
      deletionProtection: props.retainData,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    acknowledge(this.userPool, {
      'AwsSolutions-COG2':
        'MFA is optional, not required: each user may turn on TOTP two-step sign-in in Settings (authenticator apps; no SMS), and the API then asks for the code at every login. Requiring it of every employer and candidate is a product decision not taken; email and password changes are guarded by our own one-time codes.',
      'AwsSolutions-COG1':
        'The policy asks for 8+ characters and no composition (ASVS 6.2 and NIST SP 800-63B advise against composition rules); instead the API refuses the 100,000 most common breached passwords before Cognito sees one.',
      'AwsSolutions-COG8':
        'The Plus plan buys threat protection, which needs user context data that server-side AdminInitiateAuth calls do not carry; the Lite plan covers the admin API the app uses, and the API rate-limits sign-in and code attempts itself.',
      'AwsSolutions-COG3':
        'Threat protection (Plus plan) only sees Cognito-hosted or client-side sign-ins with user context data; sign-in here is server-side through the API, which rate-limits sign-in and code attempts itself (functions/platform/rate-limits.ts).',
    });

    this.userPoolClient = this.userPool.addClient('ApiClient', {
      userPoolClientName: `remote-hiring-api-${props.stage}`,
      // Server-side password sign-in and refresh; no secret (the API calls Cognito with its IAM role).
      authFlows: { adminUserPassword: true },
      // How long a TOTP challenge's session lasts: as long as the API's challenge cookie.
      authSessionValidity: Duration.minutes(5),
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.COGNITO],
      // No self-service attribute writes with a user's own token: names, email and role change
      // only through the API. Cognito reads an empty list as "every standard attribute", so the
      // list names one the product never reads.
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ locale: true }),
    });

    // The sender address. Creating the identity makes SES send a verification link to it;
    // until it is clicked (or the domain is verified), SES refuses to send.
    this.senderIdentity = new ses.EmailIdentity(this, 'SenderIdentity', {
      identity: ses.Identity.email(props.senderEmail),
    });
    const senderDomain = props.senderEmail.split('@')[1]!.toLowerCase();
    const recipients = [...new Set(props.sandboxRecipients.map((address) => address.toLowerCase()))].filter(
      (address) => address !== props.senderEmail.toLowerCase(),
    );
    recipients.forEach((address, index) => {
      new ses.EmailIdentity(this, `SandboxRecipient${index + 1}`, { identity: ses.Identity.email(address) });
    });
    this.configurationSetName = emailConfigurationSetName(props.stage);
    this.configurationSet = new ses.ConfigurationSet(this, 'EmailConfigurationSet', {
      configurationSetName: this.configurationSetName,
      // SES itself stops sending to these too; our own record (platform/email/suppressions.ts) lets the
      // product tell the person why.
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    // SES can publish to the default bus only; the rule that reads it matches this set's name.
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.eventBus(events.EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    this.sendingIdentities = [
      props.senderEmail,
      // If the operator verifies the whole sender domain instead, SES authorises with that identity.
      senderDomain,
      ...recipients,
    ];
  }
}

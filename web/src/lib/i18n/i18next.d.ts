/**
 * Types every `t()` key against the English files, so a key that does not exist fails the
 * typecheck; the locale parity test then makes sure Spanish has the same keys.
 */
import 'i18next';
import type auth from '../../../public/locales/en/auth.json';
import type common from '../../../public/locales/en/common.json';
import type dashboard from '../../../public/locales/en/dashboard.json';
import type home from '../../../public/locales/en/home.json';
import type legal from '../../../public/locales/en/legal.json';
import type invitations from '../../../public/locales/en/invitations.json';
import type owners from '../../../public/locales/en/owners.json';
import type signup from '../../../public/locales/en/signup.json';
import type waitlist from '../../../public/locales/en/waitlist.json';
import type profile from '../../../public/locales/en/profile.json';
import type admin from '../../../public/locales/en/admin.json';
import type deals from '../../../public/locales/en/deals.json';
import type dealEditor from '../../../public/locales/en/deal-editor.json';
import type dealAnalytics from '../../../public/locales/en/deal-analytics.json';
import type offers from '../../../public/locales/en/offers.json';
import type dealOffers from '../../../public/locales/en/deal-offers.json';
import type notifications from '../../../public/locales/en/notifications.json';
import type alerts from '../../../public/locales/en/alerts.json';
import type feedback from '../../../public/locales/en/feedback.json';
import type training from '../../../public/locales/en/training.json';
import type credentials from '../../../public/locales/en/credentials.json';
import type adminTraining from '../../../public/locales/en/admin-training.json';
import type demand from '../../../public/locales/en/demand.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      auth: typeof auth;
      dashboard: typeof dashboard;
      legal: typeof legal;
      signup: typeof signup;
      waitlist: typeof waitlist;
      invitations: typeof invitations;
      owners: typeof owners;
      profile: typeof profile;
      admin: typeof admin;
      deals: typeof deals;
      'deal-editor': typeof dealEditor;
      'deal-analytics': typeof dealAnalytics;
      offers: typeof offers;
      'deal-offers': typeof dealOffers;
      notifications: typeof notifications;
      alerts: typeof alerts;
      feedback: typeof feedback;
      training: typeof training;
      credentials: typeof credentials;
      'admin-training': typeof adminTraining;
      demand: typeof demand;
    };
  }
}

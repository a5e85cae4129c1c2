/**
 * The message catalogue's parts and their typed keys (docs/decisions/web/languages.md). Each part is one module per
 * language: English (`en/<part>.ts`) is the source; another language's module `satisfies PartCatalogue<'<part>'>`, so
 * a missing or extra key fails the type check, and the same placeholders are checked by test/unit/i18n-catalogue.test.ts.
 * The compiled parts (../compiled/, `npm run i18n:compile`) are what the app and the functions load. To add a part:
 * write en/<part>.ts and et/<part>.ts, add it to `Parts` and CATALOGUE_PARTS, compile.
 */
import type enAuth from './en/auth';
import type enPublic from './en/public';
import type enApp from './en/app';
import type enTenders from './en/tenders';
import type enWork from './en/work';
import type enAdmin from './en/admin';
import type enNotices from './en/notices';
import type enMaps from './en/maps';
import type enLegal from './en/legal';
import type enErrors from './en/errors';
import type enDomain from './en/domain';

/** The English source of each part, by name. */
interface Parts {
  /** The public pages: landing, header, footer, not found, the language switch. */
  public: typeof enPublic;
  /** The signed-in frame and the account area: menus, dialogs, list states, statuses, account, notifications, privacy, profiles, service areas. */
  app: typeof enApp;
  /** Sign-in, registration, password reset, approval pending, contact, unsubscribe. */
  auth: typeof enAuth;
  /** Tenders and bids: the geodesist's and the poster's tender screens, lists, the tender form, detail and sites. */
  tenders: typeof enTenders;
  /** The work after the award: deliveries, questions, amendments, cancellation, history, open data, messages, ratings. */
  work: typeof enWork;
  /** The admin screens: dashboard, approvals, analytics, users, admin tender list, e-mail test, settings, dead letters. */
  admin: typeof enAdmin;
  /** What goes out to people: in-app notifications, their pushes and e-mails, the digest, Cognito's e-mails. */
  notices: typeof enNotices;
  /** Maps and files: the map's controls and labels, the tender map, sites, the file picker, previews and the geodata preview. */
  maps: typeof enMaps;
  /** The legal pages: the Privacy Policy and the Terms of Service (loaded by those two pages only). */
  legal: typeof enLegal;
  /** The API's and the domain's refusals and validation messages, shared by the functions and the web forms. */
  errors: typeof enErrors;
  /** The names the domain gives and the web shows: roles, rating criteria, the anonymised bidder. */
  domain: typeof enDomain;
}

/** A part's name. */
export type CataloguePart = keyof Parts;
/** Every part, in the order they are compiled. */
export const CATALOGUE_PARTS = ['public', 'app', 'auth', 'tenders', 'work', 'admin', 'notices', 'maps', 'legal', 'errors', 'domain'] as const satisfies readonly CataloguePart[];
/** A language's texts of one part: exactly the English part's keys. */
export type PartCatalogue<P extends CataloguePart> = Record<keyof Parts[P], string>;
/** Every key of the catalogue: a key that does not exist fails the type check. */
export type MessageKey = { [P in CataloguePart]: keyof Parts[P] }[CataloguePart];
/** The public pages' keys. */
export type PublicKey = keyof Parts['public'];
/** The refusals' and validation messages' keys. */
export type ErrorKey = keyof Parts['errors'];
/** The domain's names' keys. */
export type DomainNameKey = keyof Parts['domain'];

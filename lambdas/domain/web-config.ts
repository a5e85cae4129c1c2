/**
 * `/config.json` served beside the web app: where its endpoints are. Written from the stack's outputs at
 * deploy and by `npm start` locally, so one build serves both. Written with zod/mini so the landing page
 * can check it at boot for a few kilobytes.
 */
import * as z from 'zod/mini';
import { built } from './built';

export const webConfigSchema = /* @__PURE__ */ built(() =>
  z.object({
    region: z.string().check(z.minLength(1)),
    userPoolId: z.string().check(z.minLength(1)),
    userPoolClientId: z.string().check(z.minLength(1)),
    /** Set only locally (cognito-local); Amplify's `userPoolEndpoint`. */
    userPoolEndpoint: z.optional(z.string()),
    /** USER_PASSWORD_AUTH locally (cognito-local has no SRP), USER_SRP_AUTH in the cloud. */
    authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
    apiUrl: z.string().check(z.minLength(1)),
    realtimeUrl: z.string().check(z.minLength(1)),
    /** Local mailbox URL, shown in local runs only. */
    mailboxUrl: z.optional(z.string()),
    /**
     * The address GeoTender's e-mails are sent from (`geotender:mailFrom` in the cloud, the local sender
     * locally), shown read-only on the admin's settings page. Absent in a config written before it existed.
     */
    mailFrom: z.optional(z.string()),
    /**
     * Base map: an XYZ raster tile URL template with `{z}`, `{x}` and `{y}` (`{-y}` for a TMS row order, as the
     * Estonian Land Board serves). Empty or absent: a blank base that still draws the data, with no network
     * request (tests, the local cloud).
     */
    mapTiles: z.optional(z.string()),
    /** Attribution of the base map's tiles, shown on every map (e.g. '© OpenStreetMap contributors'). */
    mapAttribution: z.optional(z.string()),
    /**
     * Base map from a PMTiles archive on the app's own origin (a path such as '/base-map/estonia.pmtiles'), drawn
     * instead of `mapTiles` when set (`geotender:baseMap` 'pmtiles'; docs/deploy.md).
     */
    mapPmtiles: z.optional(z.string()),
  }),
);
export type WebConfig = z.infer<typeof webConfigSchema>;

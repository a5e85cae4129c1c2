/**
 * The GeoTender theme of the signed-in app's component library (Amplify UI): brand and accent colours,
 * font, radii and focus ring from the palette in styles/index.css, so Amplify UI components and the
 * hand-written public pages look alike. Applied by the signed-in shell only (routes/app/shell.tsx).
 */
import { createTheme } from '@aws-amplify/ui-react';

/** Palette values copied from styles/index.css (`--brand-*`, `--accent-*`); keep both in step. */
const brand = { 10: '#f0f8fa', 20: '#dff1f4', 40: '#7fc0cd', 60: '#1b7a8f', 80: '#146173', 90: '#0f4c5c', 100: '#082f3a' };
const accent = { 10: '#fdf3d7', 20: '#fdf3d7', 40: '#f6c453', 60: '#e9a915', 80: '#b9860f', 90: '#8f670b', 100: '#5c4207' };

export const geoTenderTheme = createTheme({
  name: 'geotender',
  tokens: {
    colors: {
      primary: brand,
      secondary: accent,
      font: { primary: '#151c24', secondary: '#38444f', tertiary: '#55616d' },
      border: { primary: '#c8d0d8', secondary: '#e2e7ec', tertiary: '#eff2f5' },
    },
    fonts: {
      default: {
        variable: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        static: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      },
    },
    radii: { xs: '4px', small: '6px', medium: '10px', large: '16px' },
    components: {
      card: { borderRadius: '{radii.medium}', borderColor: '{colors.border.secondary}', borderWidth: '1px', borderStyle: 'solid' },
      table: { header: { fontWeight: '600', color: '{colors.font.secondary}' } },
      tabs: { item: { fontWeight: '600' } },
      badge: { borderRadius: '{radii.xxl}' },
    },
  },
});

/**
 * Boot: read /config.json, record it for Amplify Auth (configured when first used, lib/auth-api.ts), then
 * render. Nothing renders before the config is known, so every module can rely on webConfig(). The start-up error
 * speaks the chosen language when its texts loaded, else English (the public part is in the entry).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { App } from './app';
import { loadWebConfig } from './config/web-config';
import { configureAuth } from './lib/auth-api';
import { activateLanguage, catalogue, initialLanguage } from './i18n/i18n';

const root = createRoot(document.getElementById('root')!);

async function boot() {
  try {
    const [config] = await Promise.all([loadWebConfig(), activateLanguage(initialLanguage())]);
    configureAuth(config);
  } catch (error) {
    console.error('Could not load /config.json', error);
    root.render(
      <main className="boot-error" role="alert">
        <h1>{catalogue.t('boot.title')}</h1>
        <p>{catalogue.t('boot.text')}</p>
        <button type="button" className="btn btn-primary btn-md" onClick={() => window.location.reload()}>
          {catalogue.t('routeError.reload')}
        </button>
      </main>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();

/** `npm run base-map:outline`: writes the bundled base map (web/public/base-map/outline.geojson) from world-atlas. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOutline } from '../web/src/components/map/outline-builder';
import { OUTLINE_PATH } from '../web/src/components/map/base-map-outline';

const world = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('world-atlas/countries-10m.json'), 'utf8'));
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public', OUTLINE_PATH);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(buildOutline(world))}\n`);
console.log(`wrote ${out}`);

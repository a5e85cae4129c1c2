/** `npm run reset`: wipes the local cloud's data folder (.local-data, or LOCAL_DATA_DIR). */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dir = resolve(process.env.LOCAL_DATA_DIR ?? '.local-data');
rmSync(dir, { recursive: true, force: true });
console.log(`Removed ${dir}. The next npm start begins with empty data and a freshly seeded admin.`);

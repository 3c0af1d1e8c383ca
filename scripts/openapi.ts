// npm run openapi: writes the API's OpenAPI document (shared/openapi.ts) to shared/openapi.json.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiJson } from '../shared/openapi.js';

const file = fileURLToPath(new URL('../shared/openapi.json', import.meta.url));
fs.writeFileSync(file, openApiJson());
console.log(`Wrote ${file}`);

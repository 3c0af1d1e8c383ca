// The child process of bundleHandlers (function-bundles.ts): rolldown has only an async
// API, and CDK constructs are built synchronously, so the builds run here (as CDK's own
// NodejsFunction runs esbuild in a child process). Reads the builds to make as JSON on stdin
// and writes what each bundle holds as JSON on stdout.
import { readFileSync } from 'node:fs';
import { rolldown } from 'rolldown';
import { bundleOptions, type BuiltBundle, type BundleRequest } from './function-bundles.js';

const requests = JSON.parse(readFileSync(0, 'utf8')) as BundleRequest[];

// Side by side: rolldown spreads each build over its own threads.
const built = await Promise.all(
  requests.map(async (request): Promise<BuiltBundle> => {
    const { input, output } = bundleOptions(request);
    const build = await rolldown(input);
    try {
      const chunks = (await build.write(output)).output.filter((file) => file.type === 'chunk');
      const own = new Set(chunks.map((chunk) => chunk.fileName));
      return {
        name: request.name,
        // What the chunks import from outside the folder (the chunks also import each other).
        externals: [...new Set(chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]))]
          .filter((specifier) => !own.has(specifier))
          .sort(),
        // Only modules that kept code after tree-shaking.
        modules: chunks.flatMap((chunk) =>
          Object.entries(chunk.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id]) => id),
        ),
      };
    } finally {
      await build.close();
    }
  }),
);
process.stdout.write(JSON.stringify(built));

import type { Plugin } from 'vite';

/** `@mantine/core/esm/components/Button/Button.module.mjs`: the class names of one component. */
const CLASSES_MODULE = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/**
 * Mantine ships one stylesheet per component (`@mantine/core/styles/<Name>.layer.css`) beside the
 * whole sheet. Each component's class-name module gets an import of its own stylesheet, so a chunk
 * carries the styles of the components it uses and no others; a component's dependencies (Button's
 * UnstyledButton) come first, as they are imported first.
 *
 * The sheets put their rules in Mantine's cascade layer, so the app's own styles (CSS modules, the
 * Start page's inlined critical rules) override them whatever order the sheets arrive in: a chunk
 * loaded later that brings a component's styles again cannot undo a screen's override of them.
 */
export function mantineComponentStyles(): Plugin {
  return {
    name: 'lineup:mantine-component-styles',
    enforce: 'pre',
    transform(code, id) {
      const name = CLASSES_MODULE.exec(id)?.[1];
      if (!name) return null;
      return { code: `import '@mantine/core/styles/${name}.layer.css';\n${code}`, map: null };
    },
  };
}

/**
 * The rule against user-facing text written outside the message catalogue (docs/decisions/web/languages.md): in the web
 * app's components, eslint-plugin-i18next's `no-literal-string` refuses English (or any) words in JSX text, in the JSX
 * attributes people read or hear (aria-label, title, placeholder, alt, label and the Amplify UI props that show text)
 * and in any string a JSX expression shows; in every web module, ESLint's `no-restricted-syntax` refuses a toast whose
 * title or description is a literal. Texts go through `t('<key>')` of `useT()` instead. Brand, units and symbols may
 * stay. Tests and the test set-up are not checked.
 */
import i18next from 'eslint-plugin-i18next';

/** JSX attributes whose text a person reads or a screen reader speaks: HTML's and Amplify UI's. */
export const READ_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'ariaLabel',
  'title',
  'placeholder',
  'alt',
  'label',
  'legend',
  'caption',
  'summary',
  // Amplify UI: fields, Alert, Button, Pagination, SearchField, Tabs.
  'descriptiveText',
  'errorMessage',
  'heading',
  'loadingText',
  'previousLabel',
  'nextLabel',
  'currentPageLabel',
  'pageLabel',
  'clearButtonLabel',
  'searchButtonLabel',
  'labelPrefix',
];

/**
 * Strings that are not words: anything without a letter (punctuation, figures, '✓ ', '·', '–', '€'), e-mail addresses,
 * units and the brand. Everything else with a letter in it is text to translate.
 */
export const NOT_WORDS = ['[^\\p{L}]*', '[^\\s@]+@[^\\s@]+\\.[a-z]+', 'GeoTender', '[\\d\\s.,]*(?:km²?|m²?|ha|KB|MB|GB)', 'JSON', 'EUR'].map((source) => new RegExp(`^(?:${source})$`, 'u'));

/**
 * Calls whose string arguments are code, not text: the plugin's own list, react-hook-form's field names, class names,
 * date-fns patterns, routes, query keys, storage keys and the like.
 */
export const CODE_CALLEES = [
  'i18n(ext)?',
  't',
  'require',
  'addEventListener',
  'removeEventListener',
  'postMessage',
  'getElementById',
  'dispatch',
  'commit',
  'includes',
  'indexOf',
  'endsWith',
  'startsWith',
  'register',
  'watch',
  'setValue',
  'getValues',
  'setFocus',
  'resetField',
  'clearErrors',
  'trigger',
  'setError',
  // react-hook-form's error of a named field (tender-scope-fields.tsx).
  'messageOf',
  'cn',
  'clsx',
  'format',
  'formatDate',
  'getHref',
  'get',
  'getAll',
  'has',
  'set',
  'append',
  'delete',
  'localStorage.getItem',
  'localStorage.setItem',
  'querySelector',
  'querySelectorAll',
  'closest',
  'useParams',
  'useSearchParams',
  'useMatch',
  'matchPath',
  'navigate',
  'useQuery',
  'useMutation',
  'queryOptions',
  'invalidateQueries',
  'setQueryData',
  'getQueryData',
  'loadParts',
  'console\\.\\w+',
  'Error',
  'URL',
  'URLSearchParams',
  'Intl\\.\\w+',
  'RegExp',
  'split',
  'join',
  'replace',
  'replaceAll',
  'padStart',
  'toLocaleString',
  'toLocaleDateString',
];

/** Object keys whose values are code (a variant, a route, a type, an icon position). */
export const CODE_PROPERTIES = [
  '[A-Z_-]+',
  'type',
  'variant',
  'size',
  'className',
  'to',
  'href',
  'id',
  'key',
  'name',
  'value',
  'mode',
  'position',
  'direction',
  'role',
  'as',
  'color',
  'variation',
  'status',
  'tab',
  'queryKey',
];

/** The options of `i18next/no-literal-string` for the web app's components. */
export const LITERAL_TEXT_OPTIONS = {
  mode: 'jsx-only',
  'jsx-attributes': { include: READ_ATTRIBUTES },
  words: { exclude: NOT_WORDS },
  callees: { exclude: CODE_CALLEES },
  'object-properties': { exclude: CODE_PROPERTIES },
};

/** A toast's title or description written as a literal: sonner's `toast(...)`, `toast.error(...)` and the like. */
const TOAST = "CallExpression:matches([callee.name='toast'], [callee.object.name='toast'])";
const WORDS = '/\\p{L}/u';
/** `no-restricted-syntax` entries that refuse a toast with literal words (title, or a description in its options). */
export const TOAST_LITERAL_SELECTORS = [
  { selector: `${TOAST} > Literal.arguments[value=${WORDS}]`, message: "A toast's title is user-facing text: take it from the catalogue (t('<key>'))." },
  { selector: `${TOAST} > TemplateLiteral.arguments > TemplateElement[value.raw=${WORDS}]`, message: "A toast's title is user-facing text: take it from the catalogue (t('<key>'))." },
  {
    selector: `${TOAST} > ObjectExpression.arguments > Property[key.name='description'] > Literal[value=${WORDS}]`,
    message: "A toast's description is user-facing text: take it from the catalogue (t('<key>')).",
  },
  {
    selector: `${TOAST} > ObjectExpression.arguments > Property[key.name='description'] > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
    message: "A toast's description is user-facing text: take it from the catalogue (t('<key>')).",
  },
];

/**
 * The plugin's rule sees nothing inside an attribute it does not check, so JSX handed to a component through a prop
 * (`body={<p>…</p>}`, `sections={[{ body: <p>…</p> }]}`) would pass. This second rule runs the plugin's rule on JSX
 * text alone (`jsx-text-only`, every attribute looked into) and keeps only what lies inside an attribute, so nothing is
 * reported twice.
 */
const base = i18next.rules['no-literal-string'];
const textInProps = {
  meta: { ...base.meta, docs: { ...base.meta.docs, description: 'disallow literal JSX text inside JSX attributes' } },
  create(context) {
    const insideAttribute = (node) => context.sourceCode.getAncestors(node).some((ancestor) => ancestor.type === 'JSXAttribute');
    const narrowed = Object.create(context, { report: { value: (descriptor) => insideAttribute(descriptor.node) && context.report(descriptor) } });
    return base.create(narrowed);
  },
};

/** The options of the second rule: JSX text anywhere, no attribute skipped. */
export const TEXT_IN_PROPS_OPTIONS = { mode: 'jsx-text-only', 'jsx-attributes': { exclude: [] }, words: { exclude: NOT_WORDS }, callees: { exclude: CODE_CALLEES } };

/** The plugin of this repository's own rules. */
export const literalTextPlugin = { rules: { 'text-in-props': textInProps } };

/** What is never checked: tests and the test set-up. */
const NOT_PRODUCT = ['**/*.test.ts', '**/*.test.tsx', 'web/src/testing/**'];

/** The flat-config entries of the rule. */
export function literalTextConfigs() {
  return [
    {
      files: ['web/src/**/*.tsx'],
      ignores: NOT_PRODUCT,
      plugins: { i18next, 'literal-text': literalTextPlugin },
      rules: { 'i18next/no-literal-string': ['error', LITERAL_TEXT_OPTIONS], 'literal-text/text-in-props': ['error', TEXT_IN_PROPS_OPTIONS] },
    },
    {
      files: ['web/src/**/*.{ts,tsx}'],
      ignores: NOT_PRODUCT,
      rules: { 'no-restricted-syntax': ['error', ...TOAST_LITERAL_SELECTORS] },
    },
  ];
}

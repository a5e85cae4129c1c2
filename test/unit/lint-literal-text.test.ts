/**
 * The rule against user-facing text outside the message catalogue (eslint/literal-text.js), run through ESLint's Node
 * API with the repository's config (what `npm run lint` runs) on in-memory files: it fails on words in JSX text, in the
 * attributes people read, in JSX handed through a prop and in a toast, and lets through catalogue texts, code strings,
 * the brand, symbols and addresses, and tests.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repo });
const RULES = new Set(['i18next/no-literal-string', 'literal-text/text-in-props', 'no-restricted-syntax']);

/** The literal-text findings of `code` at `filePath`: `line:rule`. */
async function findings(code: string, filePath = 'web/src/features/account/components/example.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result?.messages.find((m) => m.fatal);
  if (fatal) throw new Error(fatal.message);
  return (result?.messages ?? []).filter((m) => RULES.has(m.ruleId ?? '')).map((m) => `${m.line}:${m.ruleId}`);
}

const component = (jsx: string) =>
  `import { TextField, Alert, Button } from '@aws-amplify/ui-react';\nimport { useT } from '@/i18n/i18n';\nexport function Example({ register }: { register: (name: string) => object }) {\n  const t = useT();\n  return (\n${jsx}\n  );\n}\n`;

describe('literal user-facing text', () => {
  // The first run loads the parsers and plugins (several seconds on a busy machine).
  beforeAll(() => findings(''), 60_000);

  it('fails on words in JSX text', async () => {
    expect(await findings(component('<p>Save your profile</p>'))).toEqual(['6:i18next/no-literal-string']);
  });

  it('fails on words in the attributes people read, HTML and Amplify UI alike', async () => {
    for (const attribute of ['aria-label="Close"', 'title="Open the map"', 'placeholder="Search tenders"', 'alt="Site plan"']) {
      expect(await findings(component(`<input ${attribute} />`)), attribute).toEqual(['6:i18next/no-literal-string']);
    }
    for (const jsx of [
      '<TextField label="First Name" />',
      '<TextField label={t(\'profileForm.firstName\')} descriptiveText="As others see it" />',
      '<Alert heading="Saved" />',
      '<Button loadingText="Saving...">{t(\'ui.cancel\')}</Button>',
    ]) {
      expect(await findings(component(jsx)), jsx).toEqual(['6:i18next/no-literal-string']);
    }
  });

  it('fails on words a JSX expression shows and on JSX handed through a prop', async () => {
    expect(await findings(component("<p>{true ? 'Yes' : t('ui.cancel')}</p>"))).toEqual(['6:i18next/no-literal-string']);
    expect(await findings(component('<Alert icon={<span>Watch out</span>} />'))).toEqual(['6:literal-text/text-in-props']);
    expect(await findings(component("<Page sections={[{ id: 'a', body: <p>Plain English here</p> }]} />"))).toEqual(['6:literal-text/text-in-props']);
  });

  it("fails on a toast's literal title or description, in a hook as in a component", async () => {
    const hook = "import { toast } from 'sonner';\nexport const done = (n: number) => {\n  toast.success('Download complete', { description: `${n} files downloaded` });\n};\n";
    expect(await findings(hook, 'web/src/features/account/hooks/use-example.ts')).toEqual(['3:no-restricted-syntax', '3:no-restricted-syntax']);
    expect(await findings("import { toast } from 'sonner';\nexport const fail = () => toast('Failed');\n", 'web/src/lib/example.ts')).toEqual(['2:no-restricted-syntax']);
  });

  it('lets catalogue texts, code strings, the brand, symbols and addresses through', async () => {
    const jsx = `<form className="stack" aria-label={t('profileForm.form')}>
      <input type="email" {...register('email')} placeholder={t('login.form.email')} />
      <span className="brand">GeoTender</span> <span>✓ </span> <span>·</span> <span>12 km²</span>
      <a href="mailto:support@geotender.example">support@geotender.example</a>
      <Button variation="primary" size="small">{t('ui.cancel')}</Button>
    </form>`;
    expect(await findings(component(jsx))).toEqual([]);
    const hook = "import { toast } from 'sonner';\nimport { catalogue } from '@/i18n/i18n';\nexport const done = () => toast.success(catalogue.t('ui.close'), { id: 'done-toast' });\n";
    expect(await findings(hook, 'web/src/lib/example.ts')).toEqual([]);
  });

  it('does not check tests or the test set-up, and checks every screen', async () => {
    const literal = component('<p>Save your profile</p>');
    expect(await findings(literal, 'web/src/features/account/components/example.test.tsx')).toEqual([]);
    expect(await findings(literal, 'web/src/testing/example.tsx')).toEqual([]);
    expect(await findings(literal, 'web/src/features/tenders/components/example.tsx')).toEqual(['6:i18next/no-literal-string']);
    expect(await findings(literal, 'web/src/app/routes/app/admin/example.tsx')).toEqual(['6:i18next/no-literal-string']);
  });
});

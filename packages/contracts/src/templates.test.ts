import { describe, expect, it } from 'vitest';
import { chooseDefaultTemplate, markDefault, toClientTemplate } from './templates';

const t = (id: string, isSystem: boolean, isDefault = false) => ({ id, isSystem, isDefault });
const systemDefault = t('sys-default', true, true);
const system = t('sys', true);
const ownDefault = t('own-default', false, true);
const own = t('own', false);

describe('chooseDefaultTemplate', () => {
  it('picks the id saved in the browser when that template exists', () => {
    expect(chooseDefaultTemplate([systemDefault, ownDefault, own], 'own')?.id).toBe('own');
  });

  it('ignores a saved id that no longer exists and takes the user’s own default', () => {
    expect(chooseDefaultTemplate([systemDefault, system, ownDefault, own], 'deleted')?.id).toBe(
      'own-default',
    );
  });

  it('falls back to the system default, then to the first template', () => {
    expect(chooseDefaultTemplate([system, systemDefault, own], null)?.id).toBe('sys-default');
    expect(chooseDefaultTemplate([system, own], undefined)?.id).toBe('sys');
    expect(chooseDefaultTemplate([], 'x')).toBeUndefined();
  });
});

describe('markDefault', () => {
  it('marks only the chosen template as default', () => {
    const marked = markDefault([systemDefault, ownDefault, own], 'own');
    expect(marked.map((m) => [m.id, m.isDefault])).toEqual([
      ['sys-default', false],
      ['own-default', false],
      ['own', true],
    ]);
    expect(systemDefault.isDefault).toBe(true);
  });
});

it('maps the server fields to the client shape of spec §3', () => {
  const server = {
    id: 'a',
    description: 'd',
    name: 'n',
    settings: { fontSize: 80 },
    is_default: true,
    is_system: false,
  };
  expect(toClientTemplate(server)).toEqual({
    description: 'd',
    id: 'a',
    isDefault: true,
    isSystem: false,
    name: 'n',
    settings: { fontSize: 80 },
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseCode } from '../modules/plans/redeem-service';
import { formatCode, generateCode } from './redeem-code-generator';

describe('redeem codes', () => {
  it('are 16 unambiguous characters, shown in groups of four', () => {
    const code = generateCode();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect(formatCode(code)).toMatch(/^(\w{4}-){3}\w{4}$/);
  });

  it('are typed back in any case, with or without dashes and spaces', () => {
    const code = generateCode();
    expect(normaliseCode(formatCode(code).toLowerCase())).toBe(code);
    expect(normaliseCode(` ${formatCode(code).replaceAll('-', ' ')} `)).toBe(code);
  });

  it('do not repeat', () => {
    expect(new Set(Array.from({ length: 1000 }, generateCode)).size).toBe(1000);
  });
});

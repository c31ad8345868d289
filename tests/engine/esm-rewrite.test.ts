import { describe, expect, it } from 'vitest';
import { cjsToEsm, exportMap } from '../../src/engine/esm-rewrite';

describe('cjsToEsm', () => {
  it('turns require chains into imports plus lookups and collects exports', () => {
    const cjs = [
      '"use strict";',
      'exports["-b88e857"] = validate14;',
      'exports.c_1 = validate15;',
      'const func2 = require("ajv/dist/runtime/ucs2length").default;',
      'const f3 = require("ajv-formats/dist/formats").fullFormats["date-time"];',
      'function validate14(){} function validate15(){}',
    ].join('\n');
    const { code, exports } = cjsToEsm(cjs);
    expect(exports).toEqual({ '-b88e857': 'validate14', c_1: 'validate15' });
    expect(code).toContain('import * as __m0 from "ajv/dist/runtime/ucs2length.js";');
    expect(code).toContain('import * as __m1 from "ajv-formats/dist/formats.js";');
    expect(code).toContain('const func2 = __pick(__m0, ["default"]);');
    expect(code).toContain('const f3 = __pick(__m1, ["fullFormats","date-time"]);');
    expect(code).not.toMatch(/require\(|exports\[|"use strict"/);
  });

  it('reads exports from ajv ESM output too', () => {
    expect(cjsToEsm('export const c_1 = validate10;function validate10(){}').exports).toEqual({ c_1: 'validate10' });
  });

  it('throws when CommonJS it does not understand is left', () => {
    expect(() => cjsToEsm('module.exports = validate10;')).toThrow(/CommonJS left/);
  });
});

describe('exportMap', () => {
  it('emits one named export object with quoted keys', () => {
    expect(exportMap('conditions', { 'c_a-1': 'validate1' })).toBe('export const conditions = {\n  "c_a-1": validate1,\n};');
  });
});

import { describe, expect, it } from 'vitest';
import { paymentTypeCodeValues } from '../code-lists/payments.js';
import { needsBankAccount, paymentTypesFor } from './payment-type-rules.js';

const all = paymentTypeCodeValues;

describe('paymentTypesFor', () => {
  it.each([
    ['F', '14'],
    ['U', '14'],
    ['N', '14'],
    ['A', '15'],
    ['S', '15'],
    ['C', '34'],
    ['ACD', '35'],
    ['RET', '36'],
  ] as const)('offers status %s its deduction %s first, then 16 and 17', (status, deduction) => {
    expect(paymentTypesFor({ productLine: 'MFB', employmentStatus: status, offered: all })).toEqual(
      [deduction, '16', '17'],
    );
  });

  it('offers an individual customer bank withdrawal and direct bill only', () => {
    expect(paymentTypesFor({ productLine: 'MP', employmentStatus: 'F', offered: all })).toEqual([
      '16',
      '17',
    ]);
  });

  it('keeps only what the program offers', () => {
    expect(
      paymentTypesFor({ productLine: 'MFB', employmentStatus: 'C', offered: ['14', '16'] }),
    ).toEqual(['16']);
    expect(paymentTypesFor({ productLine: 'MFB', employmentStatus: 'FMM', offered: all })).toEqual([
      '16',
      '17',
    ]);
  });

  it('needs a bank for automatic bank withdrawal only', () => {
    expect(all.filter(needsBankAccount)).toEqual(['16']);
  });
});

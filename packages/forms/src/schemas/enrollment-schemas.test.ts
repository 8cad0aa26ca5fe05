import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate } from '../dates/iso-date.js';
import { abaCheckDigit } from '../rules/bank-rules.js';
import { bankAccountSchema } from './bank-account-schema.js';
import { coveredFamilySchema } from './covered-family-schema.js';
import { createDependantSchema } from './dependant-schema.js';
import { createEnrollmentAgreementsSchema } from './enrollment-agreements-schema.js';
import { createEnrollmentReasonSchema } from './enrollment-reason-schema.js';
import { fieldErrorsOf } from './field-errors-of.js';
import { createPaymentMethodSchema } from './payment-method-schema.js';

/*
 * The enrollment flow's forms (issue 21) on the boundary days of their rules, for any today: the
 * service checks the same schemas, so these are the rules a member meets on either side.
 */

const isoDay = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2080-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) =>
    formatIsoDate({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    }),
  );

function errorsOf(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : fieldErrorsOf(result.error as never);
}

/**
 * The date of birth of someone who turns `years` on `today`. On 29 February nobody born in a
 * common year has a birthday (theirs is 28 February or 1 March), so the birthday tests skip it;
 * age-rules.test.ts covers leap days.
 */
function bornYearsBefore(today: string, years: number): string {
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}-${today.slice(5)}`;
}
const birthdayToday = isoDay.filter((today) => !today.endsWith('-02-29'));

describe('Why and when (createEnrollmentReasonSchema)', () => {
  it('takes a new hire on day 60 and refuses day 61, with the hire date on file or typed', () => {
    fc.assert(
      fc.property(isoDay, (today) => {
        const schema = createEnrollmentReasonSchema({ today, hireDateOnFile: addDays(today, -60) });
        expect(errorsOf(schema.safeParse({ reason: 'newHire' }))).toEqual({});
        const typed = createEnrollmentReasonSchema({ today });
        expect(
          errorsOf(typed.safeParse({ reason: 'newHire', hireDate: addDays(today, -61) })),
        ).toEqual({ hireDate: 'dateOutsideEnrollmentWindow' });
        expect(
          errorsOf(
            typed.safeParse({
              reason: 'belated',
              hireDate: addDays(today, -61),
              belatedReason: 'Hospital stay',
            }),
          ),
        ).toEqual({});
      }),
    );
  });

  it('asks for the hire date when none is on file, and why an enrollment is belated', () => {
    const schema = createEnrollmentReasonSchema({ today: '2026-05-01' });
    expect(errorsOf(schema.safeParse({ reason: 'newHire' }))).toEqual({ hireDate: 'required' });
    expect(errorsOf(schema.safeParse({ reason: 'belated', hireDate: '2026-02-01' }))).toEqual({
      belatedReason: 'required',
    });
    expect(errorsOf(schema.safeParse({ reason: 'openSeason' }))).toEqual({});
    expect(errorsOf(schema.safeParse({ reason: 'newHire', hireDate: '2026-05-02' }))).toEqual({
      hireDate: 'hireDateInFuture',
    });
  });

  it("keeps the belated reason's paragraphs (a text area) and refuses other control characters", () => {
    const schema = createEnrollmentReasonSchema({ today: '2026-05-01' });
    const belated = { reason: 'belated', hireDate: '2026-02-01' };
    expect(
      errorsOf(schema.safeParse({ ...belated, belatedReason: 'In hospital.\r\n\tSix weeks.' })),
    ).toEqual({});
    expect(errorsOf(schema.safeParse({ ...belated, belatedReason: 'In\u0000hospital' }))).toEqual({
      belatedReason: 'pattern',
    });
  });
});

describe('family members on their birthdays (createDependantSchema)', () => {
  const person = { firstName: 'Ana', lastName: 'Rivera', gender: 'F' };

  it('takes a spouse on the 16th birthday and refuses the day before', () => {
    fc.assert(
      fc.property(birthdayToday, (today) => {
        const schema = createDependantSchema({ today });
        const sixteen = bornYearsBefore(today, 16);
        expect(
          errorsOf(schema.safeParse({ ...person, relationship: 'S', dateOfBirth: sixteen })),
        ).toEqual({});
        expect(
          errorsOf(
            schema.safeParse({ ...person, relationship: 'S', dateOfBirth: addDays(sixteen, 1) }),
          ),
        ).toEqual({ dateOfBirth: 'spouseUnder16' });
      }),
    );
  });

  it('covers a child until the 22nd birthday, then only as incapable of self-support', () => {
    fc.assert(
      fc.property(birthdayToday, (today) => {
        const schema = createDependantSchema({ today });
        const twentyTwo = bornYearsBefore(today, 22);
        const under = { ...person, relationship: 'U', dateOfBirth: addDays(twentyTwo, 1) };
        expect(errorsOf(schema.safeParse(under))).toEqual({});
        expect(errorsOf(schema.safeParse({ ...under, dateOfBirth: twentyTwo }))).toEqual({
          relationship: 'childRelationshipMismatch',
          incapableOfSelfSupport: 'childOver22MustBeIncapable',
        });
        const incapable = {
          ...person,
          relationship: 'P',
          dateOfBirth: twentyTwo,
          incapableOfSelfSupport: 'Y',
          incapacityBeganOn: addDays(twentyTwo, 365 * 10),
        };
        expect(errorsOf(schema.safeParse(incapable))).toEqual({});
      }),
    );
  });

  it('covers a student from the 21st birthday to the day before the 24th', () => {
    fc.assert(
      fc.property(birthdayToday, (today) => {
        const schema = createDependantSchema({ today });
        const student = (dateOfBirth: string) =>
          errorsOf(schema.safeParse({ ...person, relationship: 'D', dateOfBirth }));
        const twentyOne = bornYearsBefore(today, 21);
        const twentyFour = bornYearsBefore(today, 24);
        expect(student(twentyOne)).toEqual({});
        expect(student(addDays(twentyOne, 1))).toEqual({
          relationship: 'studentRelationshipMismatch',
        });
        expect(student(addDays(twentyFour, 1))).toEqual({});
        expect(student(twentyFour)).toEqual({ relationship: 'studentRelationshipMismatch' });
      }),
    );
  });
});

describe('Who is covered (coveredFamilySchema)', () => {
  it('matches the tier to the number covered, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom('S', 'S1', 'SF'),
        (count, tier) => {
          const ids = Array.from({ length: count }, (_, index) => `dep-${index}`);
          const expected = count === 0 ? 'S' : count === 1 ? 'S1' : 'SF';
          const result = coveredFamilySchema.safeParse({
            coverageTier: tier,
            coveredDependantIds: ids,
          });
          expect(errorsOf(result)).toEqual(
            tier === expected ? {} : { coverageTier: 'planTypeFamilyMismatch' },
          );
        },
      ),
    );
  });

  it('refuses the same person twice', () => {
    const result = coveredFamilySchema.safeParse({
      coverageTier: 'SF',
      coveredDependantIds: ['a', 'a'],
    });
    expect(errorsOf(result)).toEqual({ coveredDependantIds: 'pattern' });
  });
});

describe('How to pay (createPaymentMethodSchema, bankAccountSchema)', () => {
  const schema = createPaymentMethodSchema({ offered: ['14', '16', '17'] });

  it('takes an offered method, and a bank for automatic bank withdrawal', () => {
    expect(errorsOf(schema.safeParse({ paymentType: '14' }))).toEqual({});
    expect(errorsOf(schema.safeParse({ paymentType: '15' }))).toEqual({
      paymentType: 'paymentTypeNotOffered',
    });
    expect(errorsOf(schema.safeParse({ paymentType: '16' }))).toEqual({ bankId: 'required' });
    expect(errorsOf(schema.safeParse({ paymentType: '16', bankId: 'b-1' }))).toEqual({});
  });

  const bank = {
    bankName: 'First Example Bank',
    accountType: 'C',
    accountNumber: '123456789',
    confirmAccountNumber: '123456789',
  };

  it('refuses any routing number with one digit changed (the ABA checksum)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{8}$/).filter((digits) => !/^0+$/.test(digits)),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (firstEight, position, change) => {
          const routingNumber = `${firstEight}${abaCheckDigit(firstEight)}`;
          expect(errorsOf(bankAccountSchema.safeParse({ ...bank, routingNumber }))).toEqual({});
          const digits = [...routingNumber];
          digits[position] = String((Number(digits[position]) + change) % 10);
          const typo = digits.join('');
          if (/^0+$/.test(typo)) return;
          expect(errorsOf(bankAccountSchema.safeParse({ ...bank, routingNumber: typo }))).toEqual({
            routingNumber: 'invalidRoutingNumber',
          });
        },
      ),
    );
  });

  it('refuses account numbers typed twice differently, on the second, from 4 to 17 digits', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{4,17}$/),
        fc.stringMatching(/^\d{4,17}$/),
        (first, second) => {
          const result = bankAccountSchema.safeParse({
            ...bank,
            routingNumber: '011000015',
            accountNumber: first,
            confirmAccountNumber: second,
          });
          expect(errorsOf(result)).toEqual(
            first === second ? {} : { confirmAccountNumber: 'accountNumberMismatch' },
          );
        },
      ),
    );
    const tooShort = bankAccountSchema.safeParse({
      ...bank,
      routingNumber: '011000015',
      accountNumber: '123',
      confirmAccountNumber: '123',
    });
    expect(errorsOf(tooShort)).toEqual({ accountNumber: 'pattern' });
  });
});

describe('Agreements (createEnrollmentAgreementsSchema)', () => {
  it('needs the bank withdrawal terms and authorization only with bank withdrawal', () => {
    expect(
      errorsOf(
        createEnrollmentAgreementsSchema({ bankWithdrawal: false }).safeParse({
          termsAndConditions: true,
        }),
      ),
    ).toEqual({});
    expect(
      errorsOf(
        createEnrollmentAgreementsSchema({ bankWithdrawal: true }).safeParse({
          termsAndConditions: true,
          abwTerms: false,
        }),
      ),
    ).toEqual({ abwTerms: 'agreementRequired', bankAuthorization: 'agreementRequired' });
  });
});

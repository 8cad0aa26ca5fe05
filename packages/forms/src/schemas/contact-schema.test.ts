import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact-schema.js';
import { fieldErrorsOf } from './field-errors-of.js';

const message = {
  firstName: 'Jane',
  lastName: 'Rivera',
  email: 'jane@example.com',
  phone: '',
  topic: 'PAY',
  message: 'When is my next payment due?',
};

describe('contactSchema', () => {
  it('accepts a message without a phone', () => {
    expect(contactSchema.safeParse(message).success).toBe(true);
  });

  it('refuses a bad email and phone, and a blank message', () => {
    const result = contactSchema.safeParse({
      ...message,
      email: 'jane',
      phone: '555-0143',
      message: '  ',
    });
    expect(fieldErrorsOf(result.error)).toEqual({
      email: 'invalidEmail',
      phone: 'invalidPhone',
      message: 'required',
    });
  });

  it('takes a topic from the list only', () => {
    expect(fieldErrorsOf(contactSchema.safeParse({ ...message, topic: '' }).error)).toEqual({
      topic: 'required',
    });
    expect(fieldErrorsOf(contactSchema.safeParse({ ...message, topic: 'Billing' }).error)).toEqual({
      topic: 'pattern',
    });
  });

  it('keeps the line breaks and tabs of a message, and refuses any other control character', () => {
    const paragraphs = 'Hello,\r\n\r\n\tWhen is my next payment due?\nThanks';
    expect(contactSchema.parse({ ...message, message: paragraphs }).message).toBe(paragraphs);
    const result = contactSchema.safeParse({
      ...message,
      firstName: 'Ja\u0000ne',
      email: 'jane\u0000@example.com',
      message: 'When is\u0000 my payment due?',
    });
    expect(fieldErrorsOf(result.error)).toEqual({
      firstName: 'pattern',
      email: 'pattern',
      message: 'pattern',
    });
  });

  it('limits the message to 2,000 characters', () => {
    expect(contactSchema.safeParse({ ...message, message: 'x'.repeat(2000) }).success).toBe(true);
    const result = contactSchema.safeParse({ ...message, message: 'x'.repeat(2001) });
    expect(fieldErrorsOf(result.error)).toEqual({ message: 'maxlength' });
  });
});

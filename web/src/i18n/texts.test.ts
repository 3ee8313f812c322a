import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { errorText, resultText, violationText, wordText } from './texts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("the server's texts in the user's language", () => {
  it('word a limit in Romanian and Russian with its parameters', async () => {
    const violation = { message: 'Must be at most 35 characters', text: { key: 'max-length', params: { max: '35' } } };
    expect(violationText(violation)).toBe('Must be at most 35 characters');
    await i18n.changeLanguage('ro');
    expect(violationText(violation)).toBe('Cel mult 35 caractere');
    await i18n.changeLanguage('ru');
    expect(violationText(violation)).toBe('Не более 35 символов');
  });

  it("name an empty list by the field's label, not its JSON name", async () => {
    const violation = { message: 'The houseConsignments should have at least one member', text: { key: 'at-least-one-member', params: { label: 'houseConsignments' } } };
    expect(violationText(violation, 'House consignments')).toBe('The House consignments should have at least one member');
    await i18n.changeLanguage('ro');
    expect(violationText(violation, 'Transporturi')).toBe('Transporturi trebuie să aibă cel puțin un element');
  });

  it("take the variant of the document's kind and the plural form of the language", async () => {
    const invalid = (count: number) => ({ message: 'x', text: { key: 'invalid', params: { context: 'guarantee', count: String(count) } } });
    expect(resultText(invalid(1))).toBe('The guarantee has 1 error');
    expect(resultText(invalid(5))).toBe('The guarantee has 5 errors');
    await i18n.changeLanguage('ru');
    expect(resultText(invalid(1))).toBe('В гарантии 1 ошибка');
    expect(resultText(invalid(3))).toBe('В гарантии 3 ошибки');
    expect(resultText(invalid(5))).toBe('В гарантии 5 ошибок');
    await i18n.changeLanguage('ro');
    expect(resultText(invalid(3))).toBe('Garanția are 3 erori');
    expect(resultText(invalid(25))).toBe('Garanția are 25 de erori');
  });

  it("show a movement's status by its name and the messages it sent after the text", async () => {
    const text = { key: 'movement-now', params: { reference: '26MD1', status: 'MOVEMENT_RELEASED', messages: 'IE029' } };
    expect(wordText(text, 'x')).toBe(`26MD1: now ${i18n.t('t01.status.MOVEMENT_RELEASED')} (IE029)`);
    expect(wordText(text, 'x')).not.toContain('MOVEMENT_RELEASED');
  });

  it("show a decision's status by its name in a declaration's refusal", async () => {
    const refused = { message: 'x', text: { key: 'authorisation-not-active', params: { code: 'ACR', reference: 'MDACR2026000001', decisionStatus: 'SUSPENDED' } } };
    expect(violationText(refused)).toBe('The ACR decision MDACR2026000001 is Suspended: only an active decision may be used');
    await i18n.changeLanguage('ro');
    expect(violationText(refused)).toMatch(/^Decizia ACR MDACR2026000001 este Suspendat/);
  });

  it("keep the server's English for a text the app does not know", () => {
    expect(wordText({ key: 'no-such-text' }, 'As the server wrote it')).toBe('As the server wrote it');
    expect(wordText(null, 'Plain')).toBe('Plain');
  });

  it("say a refused call's answer in the user's language, or its message when it has no text", async () => {
    const stale = new ApiError(409, 'conflict', 'The document was changed by someone else …', [], { key: 'document-changed', params: { version: '3' } });
    await i18n.changeLanguage('ro');
    expect(errorText(stale)).toBe('Documentul a fost modificat de altcineva după ce l-ați deschis (versiunea curentă este acum 3). Reîncărcați-l și aplicați din nou modificările.');
    await i18n.changeLanguage('ru');
    expect(errorText(new ApiError(403, 'permission-required', 'x', [], { key: 'permission-required', params: { permission: 't01-read' } }))).toBe(
      'Для этого нужно разрешение «t01-read», которого у вашей учётной записи нет',
    );
    expect(errorText(new ApiError(400, 'bad-request', 'The request body is not valid JSON'))).toBe('The request body is not valid JSON');
    expect(errorText(new Error('offline'))).toBe('Error: offline');
  });
});

/** Telling Vietnamese copy from copy without Vietnamese letters, for output checks and tests. */

/** Letters only Vietnamese (of the two output languages) writes: tone marks, ă, â, ê, ô, ơ, ư, đ. */
const VIETNAMESE_LETTER = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/iu;

export const hasVietnameseDiacritics = (text: string): boolean => VIETNAMESE_LETTER.test(text.normalize('NFC'));

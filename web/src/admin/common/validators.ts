import { required } from 'react-admin';
import { longerThan } from '../../../../common/characters.ts';
import { FIELD_MESSAGES } from '../../../../common/messages.ts';

export const validateName = required(FIELD_MESSAGES.nameRequired);
export const validateSlug = required(FIELD_MESSAGES.slugRequired);

/** A select whose field always holds one of its choices: required, so it offers no blank choice. */
export const validateChoice = required();

/** At most `max` characters as the contract counts them (react-admin's maxLength counts UTF-16 units: an emoji as two). */
export const maxCharacters = (max: number, message: string) => (value: unknown) => (typeof value === 'string' && longerThan(value, max) ? message : undefined);

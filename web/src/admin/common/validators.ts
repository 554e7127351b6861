import { required } from 'react-admin';
import { FIELD_MESSAGES } from '../../../../common/messages.ts';

export const validateName = required(FIELD_MESSAGES.nameRequired);
export const validateSlug = required(FIELD_MESSAGES.slugRequired);

/** A select whose field always holds one of its choices: required, so it offers no blank choice. */
export const validateChoice = required();

import type { BoundInputProps } from '@portal/forms/react';
import { SECURITY_ANSWER_MAX_LENGTH } from '@portal/forms/rules';
import { SelectField, Stack, TextField } from '@portal/ui';
import * as styles from '../styles/form-page.css.js';
import { securityQuestionCopy as copy, securityQuestionOptions } from './security-copy.js';

type QuestionField = `question${1 | 2 | 3}` | `answer${1 | 2 | 3}`;

/**
 * The three question-and-answer pairs, in a fieldset named by its legend: used wherever a member
 * sets security questions (profile reset, security settings). `field` is the form's inputField.
 */
export function SecurityQuestionFields({
  field,
  legend = copy.groupLegend,
  options = securityQuestionOptions,
}: {
  field: (name: QuestionField) => BoundInputProps;
  /** The questions to choose from: the configured list unless the service sent its own. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /**
   * The fieldset's name. Default 'Security questions'; a section already headed so (the
   * security settings) names the group for what it is there, so the words are not read twice.
   */
  legend?: string;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.hint}>{copy.groupHint}</p>
      <Stack gap={4}>
        {([1, 2, 3] as const).map((position) => (
          <Stack gap={3} key={position}>
            <SelectField
              label={copy.questionLabel(position)}
              options={options}
              {...field(`question${position}`)}
              required
            />
            <TextField
              label={copy.answerLabel(position)}
              hint={copy.answerHint}
              {...field(`answer${position}`)}
              maxLength={SECURITY_ANSWER_MAX_LENGTH}
              autoComplete="off"
              required
            />
          </Stack>
        ))}
      </Stack>
    </fieldset>
  );
}

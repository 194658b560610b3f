import type { BlockType } from '@app/shared';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import ShortTextIcon from '@mui/icons-material/ShortText';
import SubjectIcon from '@mui/icons-material/Subject';
import TitleIcon from '@mui/icons-material/Title';
import type { ReactElement } from 'react';

import { t } from '../../../lib/i18n/i18n';
import { SKILLS_TEXTS as K } from '../builder-messages';

export interface BlockTypeInfo {
  icon: ReactElement;
  color: 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'default';
}

export const BLOCK_TYPE_INFO: Record<BlockType, BlockTypeInfo> = {
  heading: { icon: <TitleIcon />, color: 'primary' },
  sub_heading: { icon: <SubjectIcon />, color: 'info' },
  true_false: { icon: <CheckBoxOutlinedIcon />, color: 'success' },
  short_answer: { icon: <ShortTextIcon />, color: 'warning' },
  multiple_choice: { icon: <FormatListBulletedIcon />, color: 'secondary' },
};

/** A block type's name ('Heading', 'True / False'), in the reader's language. */
export const blockTypeLabel = (type: BlockType) => t(K.typeLabel, { type });
/** What the block is for, shown in the Add block menu. */
export const blockTypeDescription = (type: BlockType) => t(K.typeDescription, { type });
/** The label of the block's text field ('Skill', 'Question'). */
export const blockTextLabel = (type: BlockType) => t(K.textLabel, { type });

/** The answers an assessor picks from for a true/false skill, in each scenario. */
export const SCENARIO_ANSWERS = [{ value: 'true' }, { value: 'false' }, { value: 'na' }, { value: 'dngt' }] as const;

/** An answer's words ('On Standard', 'DNGT'), in the reader's language. */
export const scenarioAnswerLabel = (value: (typeof SCENARIO_ANSWERS)[number]['value']) => t(K.scenarioAnswer, { answer: value });

/** A multiple-choice block needs at least this many answers. */
export const MIN_ANSWERS = 2;
export const MAX_ANSWERS = 20;
/** A new multiple-choice block's two answers ('Answer 1', 'Answer 2'), in the reader's language. */
export const defaultAnswers = () => [t(K.answerNumber, { number: 1 }), t(K.answerNumber, { number: 2 })];

export const isTitleBlock = (blockType: BlockType) => blockType === 'heading' || blockType === 'sub_heading';

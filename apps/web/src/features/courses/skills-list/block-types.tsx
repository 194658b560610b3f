import type { BlockType } from '@app/shared';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import ShortTextIcon from '@mui/icons-material/ShortText';
import SubjectIcon from '@mui/icons-material/Subject';
import TitleIcon from '@mui/icons-material/Title';
import type { ReactElement } from 'react';

export interface BlockTypeInfo {
  label: string;
  /** What the block is for, shown in the Add block menu. */
  description: string;
  /** The label of the block's text field. */
  textLabel: string;
  icon: ReactElement;
  color: 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'default';
}

export const BLOCK_TYPE_INFO: Record<BlockType, BlockTypeInfo> = {
  heading: {
    label: 'Heading',
    description: 'A section title',
    textLabel: 'Heading',
    icon: <TitleIcon />,
    color: 'primary',
  },
  sub_heading: {
    label: 'Sub-heading',
    description: 'A smaller title inside a section',
    textLabel: 'Sub-heading',
    icon: <SubjectIcon />,
    color: 'info',
  },
  true_false: {
    label: 'True / False',
    description: 'A skill rated per scenario: On Standard, Needs Practice, N/A or DNGT (did not get to)',
    textLabel: 'Skill',
    icon: <CheckBoxOutlinedIcon />,
    color: 'success',
  },
  short_answer: {
    label: 'Short answer',
    description: 'A question answered in a few words',
    textLabel: 'Question',
    icon: <ShortTextIcon />,
    color: 'warning',
  },
  multiple_choice: {
    label: 'Multiple choice',
    description: 'A question answered by picking one of several answers',
    textLabel: 'Question',
    icon: <FormatListBulletedIcon />,
    color: 'secondary',
  },
};

/** The answers an assessor picks from for a true/false skill, in each scenario. */
export const SCENARIO_ANSWERS = [
  { value: 'true', label: 'On Standard' },
  { value: 'false', label: 'Needs Practice' },
  { value: 'na', label: 'N/A' },
  { value: 'dngt', label: 'DNGT' },
] as const;

/** A multiple-choice block needs at least this many answers. */
export const MIN_ANSWERS = 2;
export const MAX_ANSWERS = 20;
export const DEFAULT_ANSWERS = ['Answer 1', 'Answer 2'];

export const isTitleBlock = (blockType: BlockType) => blockType === 'heading' || blockType === 'sub_heading';

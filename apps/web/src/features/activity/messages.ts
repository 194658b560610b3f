import type { MessageDescriptor } from '@lingui/core';

/** The Activity page's texts (issue 40): the English here, the other languages in ./locales/. */
export const ACTIVITY_TEXTS = {
  title: /*i18n*/ { id: 'activity.title', message: 'Activity' },
  intro: /*i18n*/ {
    id: 'activity.intro',
    message:
      'Every change made in the app: who made it, when, and what each field was before and after. Passwords and other secrets are never shown.',
  },
  filters: /*i18n*/ { id: 'activity.filters', message: 'Activity filters' },
  who: /*i18n*/ { id: 'activity.who', message: 'Who' },
  personChosen: /*i18n*/ { id: 'activity.personChosen', message: 'The person chosen' },
  record: /*i18n*/ { id: 'activity.record', message: 'Record' },
  anyRecord: /*i18n*/ { id: 'activity.anyRecord', message: 'Any record' },
  recordId: /*i18n*/ { id: 'activity.recordId', message: 'Record id' },
  action: /*i18n*/ { id: 'activity.action', message: 'Action' },
  anyAction: /*i18n*/ { id: 'activity.anyAction', message: 'Any action' },
  from: /*i18n*/ { id: 'activity.from', message: 'From' },
  to: /*i18n*/ { id: 'activity.to', message: 'To' },
  clearFilters: /*i18n*/ { id: 'activity.clearFilters', message: 'Clear filters' },
  recordIdWhole: /*i18n*/ { id: 'activity.recordIdWhole', message: '{field} must be a whole number above 0' },
  mustBeDate: /*i18n*/ { id: 'activity.mustBeDate', message: '{field} must be a date' },
  toBeforeFrom: /*i18n*/ { id: 'activity.toBeforeFrom', message: '{to} must not be before {from}' },
  preparing: /*i18n*/ { id: 'activity.preparing', message: 'Preparing the file…' },
  kilobytes: /*i18n*/ { id: 'activity.kilobytes', message: '{size} KB' },
  downloadCsv: /*i18n*/ { id: 'activity.downloadCsv', message: 'Download CSV' },
  downloadFailed: /*i18n*/ { id: 'activity.downloadFailed', message: 'The activity file could not be downloaded.' },
  /** The actions the Action filter offers, in words. */
  actionName: /*i18n*/ {
    id: 'activity.actionName',
    message:
      '{action, select, create {Create} update {Update} delete {Delete} move {Move} login {Login} impersonate {Impersonate} reset_password {Reset password} invite_create {Invite create} invite_accept {Invite accept} invite_reject {Invite reject} invite_swap_request {Invite swap request} invite_swap_taken {Invite swap taken} invite_undo_swap {Invite undo swap} invite_delete {Invite delete} send_reminder {Send reminder} email_action_plan {Email action plan} other {{action}}}',
  },
  /** The kinds of record the Record filter offers, in words. */
  entityName: /*i18n*/ {
    id: 'activity.entityName',
    message:
      '{entity, select, user {User} user_qualification {Qualification} user_availability {Availability} client {Client} participant_profile {Participant profile} course {Course} course_event {Shift} cohort {Cohort} event_invite {Invite} call {Call} call_block {Call block} call_slot {Call slot} participant_slot {Participant slot} participant_slot_note {Participant note} room {Room} scenario_component {Scenario component} scenario_component_type {Scenario component type} assessment_part {Assessment part} assessment_part_type {Assessment part type} participant_assessment {Skills list} participant_assessment_part {Skills list answer} assessment_rating {Skills list rating} calibration {Calibration rating} business_settings {Business settings} nps_rating {NPS rating} roleplayer_assessment {Coaching record} roleplayer_assessment_template {Coaching template} roleplayer_assessment_answer {Coaching answer} regapp_waitlist {Waiting list entry} resource_link {Resource link} calendar_feed {Calendar feed} roster_plan {Roster plan} other {{entity}}}',
  },
} satisfies Record<string, MessageDescriptor>;

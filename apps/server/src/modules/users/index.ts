// What other modules may use of users; everything else here is the module's own.
export { presentUser, toRoles } from './presenter';
export {
  anyPerson,
  findLiveUser,
  findLiveUserByEmail,
  findUserById,
  findUserName,
  insertUser,
  isLiveUserWithRole,
  livePeople,
  livePerson,
  type Person,
  softDeleteUser,
  updateUserRow,
  userExists,
} from './repository';

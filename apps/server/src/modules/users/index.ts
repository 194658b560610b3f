// What other modules may use of users; everything else here is the module's own.
export { presentUser, toRoles } from './presenter';
export {
  findLiveUser,
  findLiveUserByEmail,
  findUserById,
  findUserName,
  insertUser,
  softDeleteUser,
  updateUserRow,
} from './repository';

import { PlaceholderPage } from '../../../components/placeholder-page';

// Filled in by the skills list work. Rendered at /courses/:id/skillsList.
export default function SkillsListPage() {
  return <PlaceholderPage title="Skills List" />;
}

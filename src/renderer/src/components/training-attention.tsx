// The Overview's note on training (docs/navigation.md: what needs attention): overdue courses in
// the current training year, with a link to Dashboard → Training.
import { Link } from 'react-router-dom';
import { useQuery } from '../lib/use-query';
import { trainingKeys } from '../lib/training/keys';
import { getTeamTraining } from '../lib/training/team-training-data';

export function TrainingAttention() {
  const training = useQuery(trainingKeys.teamCycle(null), (client, signal) =>
    getTeamTraining(client, null, signal),
  );
  if (training.state !== 'ready') return null;
  const late = training.data.people.filter(
    (person) => person.status === 'active' && person.overdue > 0,
  );
  if (late.length === 0) return null;
  const courses = late.reduce((sum, person) => sum + person.overdue, 0);
  return (
    <section className="card attention-card" aria-labelledby="training-attention-title">
      <h2 id="training-attention-title">Training</h2>
      <p className="status-overdue">
        {courses === 1 ? '1 overdue course' : `${courses} overdue courses`} in the current training
        year ({late.length === 1 ? '1 person' : `${late.length} people`}).
      </p>
      <Link className="text-link" to="/dashboard/training">
        Go to Training
      </Link>
    </section>
  );
}

import { Link } from 'react-router';
import { paths } from '../../paths';
import { Button } from '../ui/button';

/** The signed-out headers' right end: Sign in and Get started. */
export function VisitorActions() {
  return (
    <div className="ml-auto flex items-center gap-1 sm:gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.login()}>Sign in</Link>
      </Button>
      <Button asChild size="sm">
        <Link to={paths.register()}>Get started</Link>
      </Button>
    </div>
  );
}

import { Spinner } from './Spinner';

export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
      <Spinner className="size-8" />
    </div>
  );
}

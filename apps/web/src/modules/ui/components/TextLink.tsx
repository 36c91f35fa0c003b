import clsx from 'clsx';
import { Link, type LinkProps } from 'react-router';

export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={clsx('font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline', className)}
      {...props}
    />
  );
}

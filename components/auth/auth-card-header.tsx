interface AuthCardHeaderProps {
  title: string;
  description?: React.ReactNode;
}

/** The heading block of an auth screen, under the layout's picture. */
export function AuthCardHeader({ title, description }: AuthCardHeaderProps) {
  return (
    <div className="flex flex-col gap-1.5 px-5 pb-4 pt-6 text-center sm:px-8">
      <h1 className="text-2xl font-semibold tracking-tight text-primary">{title}</h1>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
    </div>
  );
}

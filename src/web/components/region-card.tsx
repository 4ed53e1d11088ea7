import type * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

/**
 * A card that is a named region of its page: its title (id `${id}-title`) names it for screen
 * readers, its description stands under the title, its children are the content.
 */
export function RegionCard({
  id,
  title,
  description,
  headerClassName,
  contentClassName,
  children,
}: {
  id: string;
  title: React.ReactNode;
  description: React.ReactNode;
  headerClassName?: string;
  contentClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className={headerClassName}>
        <CardTitle id={`${id}-title`} className="text-lg">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

import { MapPinOff, Plus } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePlaceQuery } from '../../api/places';
import { DEFAULT_MAP_CENTRE, DEFAULT_MAP_ZOOM } from '../../components/map/base-map';
import { KeepAreaCard } from '../../components/field/keep-area-card';
import { PageLoader } from '../../components/page-loader';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { useSession } from '../../session/use-session';
import { Explainer } from './address-not-found/explainer';
import { ADDRESS_MAP_ZOOM, NearbyMap } from './address-not-found/nearby-map';

/**
 * /address-not-found?address=&placeId=: a searched address that has no code
 * yet. The map shows the place at zoom 16 with the number of codes in view; signed-in people go on to
 * /generator with the address and place, visitors to /register (or sign in).
 */
export function AddressNotFoundPage() {
  const { t } = useTranslation('addressNotFound');
  usePageTitle(t('pageTitle'));
  const [searchParams] = useSearchParams();
  const address = searchParams.get('address')?.trim() || undefined;
  const placeId = searchParams.get('placeId')?.trim() || undefined;
  const place = usePlaceQuery(placeId);
  const { isAuthenticated } = useSession();

  if (placeId && place.isPending) return <PageLoader />;
  const found = place.data?.place;
  const name = address ?? (found ? [found.name, found.subtitle].filter(Boolean).join(', ') : undefined);
  const center: [number, number] = found ? [found.latitude, found.longitude] : DEFAULT_MAP_CENTRE;

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="flex gap-3 sm:gap-4">
        <span className="mt-1 flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800" aria-hidden>
          <MapPinOff className="size-5" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('heading')}</h1>
          {name ? (
            <p className="wrap-anywhere text-muted-foreground">
              <Trans
                t={t}
                i18nKey="nobodyMade"
                values={{ name }}
                components={{ strong: <strong className="font-semibold text-slate-900" /> }}
              />
            </p>
          ) : (
            <p className="text-muted-foreground">{t('noCode')}</p>
          )}
        </div>
      </header>

      {/* On phones the way forward comes first, before the 500 px map; on wide screens the map leads. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="lg:col-start-2 lg:row-start-1">
          <CardHeader>
            <CardTitle>{t('createTitle')}</CardTitle>
            <CardDescription>{t('createText')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {isAuthenticated ? (
              <Button asChild size="lg" className="w-full">
                <Link to={paths.generator({ address, placeId })}>
                  <Plus aria-hidden />
                  {t('create')}
                </Link>
              </Button>
            ) : (
              <>
                <Button asChild size="lg" className="w-full">
                  <Link to={paths.register()}>
                    <Plus aria-hidden />
                    {t('signUp')}
                  </Link>
                </Button>
                <p className="text-center text-sm text-muted-foreground">
                  {t('haveAccount')}{' '}
                  <Link to={paths.login()} className="font-medium text-primary underline-offset-4 hover:underline">
                    {t('signIn')}
                  </Link>
                </p>
              </>
            )}
          </CardContent>
        </Card>
        <Card className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <CardHeader>
            <CardTitle>{found ? found.name : t('map')}</CardTitle>
            <CardDescription>
              {found ? t('markerNote', { area: found.subtitle || found.province }) : t('notPlaced')}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <NearbyMap center={center} zoom={found ? ADDRESS_MAP_ZOOM : DEFAULT_MAP_ZOOM} hasMarker={Boolean(found)} />
            {place.data && place.data.attributions.length > 0 ? (
              <p className="mt-2 text-xs text-muted-foreground">{t('placeData', { sources: place.data.attributions.join(', ') })}</p>
            ) : null}
          </CardContent>
        </Card>

        <div className="grid gap-6 lg:col-start-2 lg:row-start-2">
          {found ? <KeepAreaCard kind="place" areaKey={found.id} name={found.name} /> : null}
          <Explainer />
        </div>
      </div>
    </div>
  );
}

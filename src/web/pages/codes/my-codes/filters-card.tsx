import { Download, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PROVINCES } from '../../../../domain/geo/provinces';
import { SORT_OPTIONS, type SortOption } from '../../../../domain/zarcode/schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';

/** The Province select's first option: no province filter. */
export const ALL_PROVINCES = 'all';

/** Each sort's name in the myCodes catalogue. */
export const SORT_LABELS: Record<SortOption, string> = {
  'created-desc': 'myCodes:newestFirst',
  'created-asc': 'myCodes:oldestFirst',
  'title-asc': 'myCodes:titleAz',
  'title-desc': 'myCodes:titleZa',
};

export interface FiltersCardProps {
  search: string;
  province: string;
  sortBy: SortOption;
  onSearchChange: (value: string) => void;
  onProvinceChange: (value: string) => void;
  onSortChange: (value: SortOption) => void;
  onExport: () => void;
  isExporting: boolean;
}

export function FiltersCard(props: FiltersCardProps) {
  const { t } = useTranslation('myCodes');
  return (
    <Card>
      <CardContent className="grid gap-3 p-4 pt-4 sm:grid-cols-2 sm:gap-4 sm:p-5 sm:pt-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="my-codes-search">{t('search:searchButton')}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
            <Input
              id="my-codes-search"
              type="search"
              value={props.search}
              onChange={(event) => props.onSearchChange(event.target.value)}
              placeholder={t('searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              className="pl-9"
            />
          </div>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="my-codes-province">{t('codeForm:province')}</Label>
          <Select value={props.province} onValueChange={props.onProvinceChange}>
            <SelectTrigger id="my-codes-province">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_PROVINCES}>{t('allProvinces')}</SelectItem>
              {PROVINCES.map((province) => (
                <SelectItem key={province} value={province}>
                  {province}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="my-codes-sort">{t('sortBy')}</Label>
          <Select value={props.sortBy} onValueChange={(value) => props.onSortChange(value as SortOption)}>
            <SelectTrigger id="my-codes-sort">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SORT_OPTIONS.map((option) => (
                <SelectItem key={option} value={option}>
                  {t(SORT_LABELS[option])}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button
          variant="outline"
          onClick={props.onExport}
          disabled={props.isExporting}
          title={t('exportTitle')}
          className="sm:col-span-2 lg:col-span-1"
        >
          {props.isExporting ? <Spinner /> : <Download aria-hidden />}
          {t('export')}
        </Button>
      </CardContent>
    </Card>
  );
}

import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUPON_DESCRIPTION_MAX, COUPON_TITLE_MAX } from '../../domain/coupons/Coupon';
import { useI18n, usePresenter } from '../kit/Resolver';
import { PictureFileButton, PictureSendingStatus, usePictureAddress } from '../pictures';
import { PRESENTERS } from '../tokens';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import { Notice } from '../widgets/Notice';
import { SkeletonBlock } from '../widgets/SkeletonBlock';
import type { CouponField, ManageCouponsPresenter } from './ManageCouponsPresenter';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLButtonElement | null;

/** `/:slug/manage/coupons`: a manager creates coupons (title, description, picture, last day, number of codes) and deletes them. */
export const ManageCouponsPage = observer(function ManageCouponsPage({ networkName }: { networkName: string }) {
  const i18n = useI18n();
  const page = usePresenter(PRESENTERS.ManageCoupons);
  const fields = useRef<Partial<Record<CouponField, FieldElement>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  // A refused submit puts the caret where the first problem is; a created coupon, back in the emptied title.
  useEffect(() => {
    const field = page.firstInvalidField;
    if (page.invalidAttempt > 0 && field) fields.current[field]?.focus();
  }, [page, page.invalidAttempt]);
  useEffect(() => {
    if (page.createdCount > 0) fields.current.title?.focus();
  }, [page.createdCount]);
  const locked = { htmlInput: { readOnly: page.creating } };

  return (
    <>
      <Typography ref={heading} tabIndex={-1} variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, outline: 'none' }}>
        {i18n.t('coupons.manage.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {i18n.t('coupons.manage.intro', { network: networkName })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 3, alignItems: 'start' }}>
        <Paper
          component="form"
          variant="outlined"
          aria-labelledby="coupon-form-title"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void page.createSubmitted();
          }}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography id="coupon-form-title" variant="h2" component="h2" sx={{ fontSize: '1.2rem', fontWeight: 600, mb: 2 }}>
            {i18n.t('coupons.manage.formTitle')}
          </Typography>
          <Stack spacing={2}>
            {page.createFailure && (
              <Notice severity="error" title={i18n.t('coupons.manage.notCreated')}>
                {page.createFailure}
              </Notice>
            )}
            <TextField
              inputRef={(element: HTMLInputElement | null) => void (fields.current.title = element)}
              label={i18n.t('coupons.manage.fieldTitle')}
              value={page.title}
              onChange={(event) => page.titleTyped(event.target.value)}
              error={Boolean(page.errors.title)}
              helperText={page.errors.title ?? ' '}
              required
              fullWidth
              slotProps={{ htmlInput: { readOnly: page.creating, maxLength: COUPON_TITLE_MAX } }}
            />
            <TextField
              inputRef={(element: HTMLTextAreaElement | null) => void (fields.current.description = element)}
              label={i18n.t('coupons.manage.fieldDescription')}
              value={page.description}
              onChange={(event) => page.descriptionTyped(event.target.value)}
              error={Boolean(page.errors.description)}
              helperText={page.errors.description ?? i18n.t('coupons.manage.fieldDescriptionHint')}
              multiline
              minRows={3}
              fullWidth
              slotProps={{ htmlInput: { readOnly: page.creating, maxLength: COUPON_DESCRIPTION_MAX } }}
            />
            <CouponPicture page={page} focusRef={(element) => void (fields.current.picture = element)} />
            <TextField
              inputRef={(element: HTMLInputElement | null) => void (fields.current.expiresOn = element)}
              type="date"
              label={i18n.t('coupons.manage.fieldExpiresOn')}
              value={page.expiresOn}
              onChange={(event) => page.expiryChosen(event.target.value)}
              error={Boolean(page.errors.expiresOn)}
              helperText={page.errors.expiresOn ?? i18n.t('coupons.manage.fieldExpiresOnHint')}
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, ...locked }}
            />
            <TextField
              inputRef={(element: HTMLInputElement | null) => void (fields.current.quantity = element)}
              label={i18n.t('coupons.manage.fieldQuantity')}
              value={page.quantity}
              onChange={(event) => page.quantityTyped(event.target.value)}
              error={Boolean(page.errors.quantity)}
              helperText={page.errors.quantity ?? i18n.t('coupons.manage.fieldQuantityHint')}
              fullWidth
              slotProps={{ htmlInput: { readOnly: page.creating, inputMode: 'numeric' } }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={page.creating}
              aria-busy={page.creating}
              startIcon={page.creating ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
            >
              {page.creating ? i18n.t('coupons.manage.creating') : i18n.t('coupons.manage.create')}
            </Button>
          </Stack>
        </Paper>
        <Stack spacing={2}>
          {page.deleteFailure && (
            <Notice severity="error" title={i18n.t('coupons.manage.notDeleted')}>
              {page.deleteFailure}
            </Notice>
          )}
          {page.status === 'loading' && <SkeletonBlock label={i18n.t('coupons.loading')} height={200} />}
          {page.status === 'failed' && (
            <Notice severity="error" title={i18n.t('coupons.loadFailed')} action={<Button onClick={page.retryLoadClicked}>{i18n.t('common.retry')}</Button>}>
              {page.loadFailure}
            </Notice>
          )}
          {page.status === 'ready' && <CouponRows page={page} />}
        </Stack>
      </Box>
      <ConfirmDialog
        open={page.deletion !== null}
        title={i18n.t('coupons.manage.confirmTitle')}
        body={i18n.t('coupons.manage.confirmBody', { title: page.deletion?.title ?? '' })}
        confirmLabel={i18n.t('coupons.manage.delete')}
        cancelLabel={i18n.t('coupons.manage.cancel')}
        onConfirm={() => page.deletionConfirmed()}
        onCancel={page.deletionCancelled}
        // What had focus (the deleted coupon's button) is gone: focus goes to the heading.
        focusAfterConfirm={heading}
      />
    </>
  );
});

const CouponPicture = observer(function CouponPicture({ page, focusRef }: { page: ManageCouponsPresenter; focusRef: (element: HTMLButtonElement | null) => void }) {
  const i18n = useI18n();
  const { picture } = page;
  const shown = usePictureAddress(picture.picture) ?? (picture.url || null);
  return (
    <Box component="fieldset" aria-describedby="coupon-picture-hint" sx={{ m: 0, p: 2, border: 1, borderRadius: 1, borderColor: page.errors.picture ? 'error.main' : 'divider', minWidth: 0 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        {i18n.t('coupons.manage.picture')}
      </Typography>
      {shown && <Box component="img" src={shown} alt="" sx={{ display: 'block', width: '100%', maxWidth: 320, aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover', mb: 1.5 }} />}
      <PictureSendingStatus sending={picture} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} ref={(element: HTMLDivElement | null) => focusRef(element?.querySelector('button') ?? null)}>
        <PictureFileButton sending={picture} label={shown ? i18n.t('picture.change') : i18n.t('picture.choose')} />
        {shown && !picture.busy && <Button onClick={picture.removed}>{i18n.t('picture.remove')}</Button>}
      </Stack>
      <Typography id="coupon-picture-hint" variant="body2" color={page.errors.picture ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
        {page.errors.picture ?? i18n.t('coupons.manage.pictureHint')}
      </Typography>
    </Box>
  );
});

const CouponRows = observer(function CouponRows({ page }: { page: ManageCouponsPresenter }) {
  const i18n = useI18n();
  if (page.items.length === 0) return <Typography color="text.secondary">{i18n.t('coupons.manage.empty')}</Typography>;
  return (
    <Paper variant="outlined">
      <Stack component="ul" aria-label={i18n.t('coupons.manage.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {page.items.map((item) => (
          <Stack component="li" key={item.id} direction="row" spacing={1} sx={{ p: 2, alignItems: 'center', '& + &': { borderTop: 1, borderColor: 'divider' } }}>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {item.summary}
              </Typography>
            </div>
            <Button size="small" color="error" onClick={() => page.deleteAsked(item.id)} aria-label={i18n.t('coupons.manage.deleteLabel', { title: item.title })}>
              {i18n.t('coupons.manage.delete')}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
});

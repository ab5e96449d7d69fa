import CloseIcon from '@mui/icons-material/Close';
import { Avatar, DialogTitle, IconButton, Typography } from '@mui/material';

type Props = { title: string; name: string; imageSrc?: string; closeLabel: string; onClose: () => void };

/** The dialog header: the user's avatar and name (or a 'new user' title) and a close button. */
export function DialogTitleBar({ title, name, imageSrc, closeLabel, onClose }: Props) {
  return (
    <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar src={imageSrc} alt={name}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <span style={{ flex: 1, minWidth: 0 }}>
        <Typography component="span" variant="h6" sx={{ display: 'block' }}>
          {title}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {name}
        </Typography>
      </span>
      <IconButton aria-label={closeLabel} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}

//! Input: events to actions, and `update`, the only place that applies them.

use super::*;

impl App {
    // ----- events --------------------------------------------------------------

    /// The keymap context of the current mode and focus.
    pub fn ctx(&self) -> Ctx {
        match self.mode {
            Mode::Help { .. } | Mode::Explain { .. } => Ctx::Help,
            Mode::Search { .. } | Mode::Prompt { .. } | Mode::Filter { .. } => Ctx::Input,
            Mode::Confirm { .. } => Ctx::Confirm,
            Mode::Normal => match self.focus {
                Focus::Navigator => Ctx::Navigator,
                Focus::Detail => Ctx::Detail,
                Focus::Target => Ctx::Target,
            },
        }
    }

    pub fn handle_event(&mut self, ev: &Event) {
        match ev {
            Event::Key(k) if k.kind != KeyEventKind::Release => {
                let Some(key) = Key::of(k) else { return };
                self.dirty = true;
                match keymap::lookup(self.ctx(), key) {
                    Some(a) => self.update(a),
                    None => {
                        if let (Ctx::Input, KeyCode::Char(c), false) =
                            (self.ctx(), key.code, key.ctrl)
                        {
                            self.input_char(c);
                        }
                    }
                }
            }
            Event::Mouse(m) => self.mouse(m),
            Event::Resize(w, h) => {
                self.size = Rect::new(0, 0, *w, *h);
                self.dirty = true;
            }
            _ => {}
        }
    }

    /// Applies an action: the only place that changes the model.
    pub fn update(&mut self, action: Action) {
        self.dirty = true;
        let page = match self.mode {
            Mode::Help { .. } | Mode::Explain { .. } => {
                crate::layout::help_inner(self.size).height as usize
            }
            _ => self.size.height.saturating_sub(6) as usize,
        }
        .max(1) as isize;
        match action {
            Action::Quit => self.request_quit(),
            Action::Interrupt => match &self.mode {
                // A second Ctrl-C: quit whatever is unsaved.
                Mode::Confirm {
                    on_yes: Pending::Quit,
                    ..
                } => self.should_quit = true,
                _ => {
                    self.mode = Mode::Normal;
                    self.request_quit();
                }
            },
            Action::Help => self.mode = Mode::Help { scroll: 0 },
            Action::Explain => self.mode = Mode::Explain { scroll: 0 },
            Action::CycleFilter => self.cycle_filter(),
            Action::FilterText => self.start_filter(),
            Action::CycleCategory => self.cycle_category(),
            Action::CycleCompare => self.cycle_compare(),
            Action::NarrowNav => self.resize_nav(-4),
            Action::WidenNav => self.resize_nav(4),
            Action::ShrinkNav => self.resize_share(-10),
            Action::GrowNav => self.resize_share(10),
            Action::Export => self.request_export(),
            Action::Jump => self.jump(),
            Action::CloseHelp => self.mode = Mode::Normal,
            Action::FocusNext | Action::FocusPrev => self.cycle_focus(action == Action::FocusNext),
            Action::Search => {
                self.mode = Mode::Search {
                    input: String::new(),
                    origin: self.selected.clone(),
                }
            }
            Action::SearchNext | Action::SearchPrev => match self.last_search.clone() {
                Some(s) => {
                    self.search(&s, action == Action::SearchNext, false);
                }
                None => self.say(Status::error(
                    About::Search,
                    "no search yet: press / to search",
                )),
            },
            Action::NextVf => self.step_vf(1),
            Action::PrevVf => self.step_vf(-1),
            Action::NextTab => self.switch_tab(|t, i| (i + 1) % t.len()),
            Action::PrevTab => self.switch_tab(|t, i| (i + t.len() - 1) % t.len()),
            Action::SelectTab(n) => self.switch_tab(|_, _| n as usize),
            Action::ToggleTarget => {
                self.show_target = !self.show_target;
                if self.show_target {
                    self.follow_selected_target();
                }
                self.focus = if self.show_target {
                    Focus::Target
                } else if self.focus == Focus::Target {
                    Focus::Navigator
                } else {
                    self.focus
                };
            }
            Action::CycleTarget => self.request_cycle_target(),
            Action::ToggleVlsCost => self.toggle_vls_cost(),
            Action::CycleProfile => self.cycle_profile(),
            Action::Save => {
                self.mode = Mode::Prompt {
                    prompt: Prompt::SavePath,
                    input: self.default_save_path(),
                }
            }
            Action::Up
            | Action::Down
            | Action::PageUp
            | Action::PageDown
            | Action::Top
            | Action::Bottom => {
                let delta = match action {
                    Action::Up => -1,
                    Action::Down => 1,
                    Action::PageUp => -page,
                    Action::PageDown => page,
                    Action::Top => isize::MIN / 2,
                    _ => isize::MAX / 2,
                };
                self.scroll(delta);
            }
            Action::Collapse => self.nav_fold(true),
            Action::Expand => self.nav_fold(false),
            Action::Activate => self.nav_activate(),
            Action::Increase | Action::Decrease | Action::EditValue | Action::ResetEntry => {
                self.target_entry_action(action)
            }
            Action::ResetAll => self.reset_target(),
            Action::Confirm => self.confirm(),
            Action::Cancel => self.cancel(),
            Action::DeleteChar => {
                if let Some(input) = self.input_mut() {
                    input.pop();
                }
                self.incremental_search();
                self.live_filter();
            }
            Action::ClearInput => {
                if let Some(input) = self.input_mut() {
                    input.clear();
                }
                self.live_filter();
            }
        }
    }

    pub(super) fn input_mut(&mut self) -> Option<&mut String> {
        match &mut self.mode {
            Mode::Search { input, .. }
            | Mode::Prompt { input, .. }
            | Mode::Filter { input, .. } => Some(input),
            _ => None,
        }
    }

    pub(super) fn input_char(&mut self, c: char) {
        if let Some(input) = self.input_mut() {
            input.push(c);
        }
        self.incremental_search();
        self.live_filter();
    }

    pub(super) fn confirm(&mut self) {
        match std::mem::replace(&mut self.mode, Mode::Normal) {
            Mode::Search { input, .. } => {
                if !input.is_empty() {
                    self.last_search = Some(input);
                }
            }
            Mode::Prompt {
                prompt: Prompt::Value { path },
                input,
            } => match input.trim().parse::<u64>() {
                // Clamped to the entry's range by `set_cost`.
                Ok(v) => self.set_cost(&path, u32::try_from(v).unwrap_or(u32::MAX)),
                Err(_) => self.set_error(format!("'{input}' is not a non-negative integer")),
            },
            Mode::Prompt {
                prompt: Prompt::SavePath,
                input,
            } => self.save_target(&input),
            Mode::Prompt {
                prompt: Prompt::ExportPath(what),
                input,
            } => self.export_to(&input, what),
            Mode::Filter { input, .. } => self.set_text_filter(input, true),
            Mode::Confirm { on_yes, .. } => match on_yes {
                Pending::Quit => self.should_quit = true,
                Pending::CycleTarget => self.cycle_target(),
                Pending::Overwrite(path) => self.write_target_file(&path),
                Pending::OverwriteExport(path, what) => self.write_export(&path, what),
            },
            m => self.mode = m,
        }
    }

    pub(super) fn scroll(&mut self, delta: isize) {
        if matches!(self.mode, Mode::Explain { .. }) {
            let inner = crate::layout::help_inner(self.size);
            let text = self.explanation().unwrap_or_default();
            let last = crate::layout::wrap(&text, inner.width as usize)
                .len()
                .saturating_sub(inner.height as usize);
            if let Mode::Explain { scroll } = &mut self.mode {
                *scroll = (*scroll as isize)
                    .saturating_add(delta)
                    .clamp(0, last as isize) as usize;
            }
            return;
        }
        if let Mode::Help { scroll } = &mut self.mode {
            // Clamped here, not only when drawn, so that `k` right after
            // `G` moves up from the bottom.
            let inner = crate::layout::help_inner(self.size);
            let last = crate::help::lines(&self.theme, inner.width as usize, MOUSE_HELP)
                .len()
                .saturating_sub(inner.height as usize);
            *scroll = (*scroll as isize)
                .saturating_add(delta)
                .clamp(0, last as isize) as usize;
            return;
        }
        match self.focus {
            Focus::Navigator => self.nav_move(delta),
            Focus::Detail => {
                // Clamped to the content when drawn; a tab with a line
                // cursor moves it, and the view follows.
                let cursor = self.active_tab().is_some_and(|t| self.tabs[t].has_cursor());
                if cursor {
                    self.view.cursor =
                        (self.view.cursor as isize).saturating_add(delta).max(0) as usize;
                } else {
                    self.view.scroll =
                        (self.view.scroll as isize).saturating_add(delta).max(0) as usize;
                }
            }
            Focus::Target => self.target.move_by(delta),
        }
    }

    /// Moves the keyboard to the next (or previous) pane.
    fn cycle_focus(&mut self, next: bool) {
        let mut order = vec![Focus::Navigator, Focus::Detail];
        if self.show_target {
            order.push(Focus::Target);
        }
        let i = order.iter().position(|f| *f == self.focus).unwrap_or(0);
        let n = order.len();
        let j = if next { (i + 1) % n } else { (i + n - 1) % n };
        self.focus = order[j];
    }

    /// Esc: leaves a prompt, a question or a search (back where it started).
    fn cancel(&mut self) {
        if let Mode::Confirm { on_yes, .. } = &self.mode {
            let what = match on_yes {
                Pending::Quit => "not quitting",
                Pending::CycleTarget => "kept the edited target",
                Pending::Overwrite(_) | Pending::OverwriteExport(..) => "not saved",
            };
            self.set_info(what.into());
        }
        if let Mode::Search { origin, .. } = &self.mode {
            if let Some(k) = origin.clone() {
                self.select_key(k);
            }
            self.status_change(Change::SearchReset);
        }
        if let Mode::Filter { before, .. } = &self.mode {
            let before = before.clone().unwrap_or_default();
            self.mode = Mode::Normal;
            return self.set_text_filter(before, true);
        }
        self.mode = Mode::Normal;
    }
}

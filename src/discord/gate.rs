//! The door interactions come through, so that a shutdown can close it and
//! wait for those already inside: each command, button press and computer
//! move holds a [`Pass`] while it works, and [`Gate::close`] refuses new
//! ones and waits (bounded) until the last pass is dropped. A move stored
//! but not yet posted when the wait runs out is posted after the restart
//! (`Service::owed_posts`).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;
use tokio::sync::Notify;

#[derive(Default)]
pub struct Gate {
    closing: AtomicBool,
    busy: AtomicUsize,
    idle: Notify,
}

/// Held while one interaction (or computer move) is being worked on.
pub struct Pass(Arc<Gate>);

impl Gate {
    /// A pass for new work, or `None` once the gate is closing.
    pub fn enter(self: &Arc<Gate>) -> Option<Pass> {
        // Counted before the check, so `close` never misses work that
        // slipped in at the same moment.
        self.busy.fetch_add(1, Ordering::SeqCst);
        let pass = Pass(self.clone());
        if self.closing.load(Ordering::SeqCst) {
            return None;
        }
        Some(pass)
    }

    pub fn is_closing(&self) -> bool {
        self.closing.load(Ordering::SeqCst)
    }

    /// Refuses new work and waits until what is inside has finished, at most
    /// `grace`; returns how many were still working when it gave up.
    pub async fn close(&self, grace: Duration) -> usize {
        self.closing.store(true, Ordering::SeqCst);
        let deadline = tokio::time::Instant::now() + grace;
        loop {
            let idle = self.idle.notified();
            tokio::pin!(idle);
            idle.as_mut().enable();
            let busy = self.busy.load(Ordering::SeqCst);
            if busy == 0 {
                return 0;
            }
            if tokio::time::timeout_at(deadline, idle).await.is_err() {
                return self.busy.load(Ordering::SeqCst);
            }
        }
    }
}

impl Drop for Pass {
    fn drop(&mut self) {
        if self.0.busy.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn close_waits_for_the_work_inside_and_refuses_new_work() {
        let gate = Arc::new(Gate::default());
        let pass = gate.enter().expect("open");
        let closer = {
            let gate = gate.clone();
            tokio::spawn(async move { gate.close(Duration::from_secs(5)).await })
        };
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(gate.enter().is_none(), "a closing gate lets nothing new in");
        assert!(!closer.is_finished(), "close waits while a pass is held");
        drop(pass);
        assert_eq!(closer.await.unwrap(), 0);
    }

    #[tokio::test]
    async fn close_gives_up_after_the_grace_period() {
        let gate = Arc::new(Gate::default());
        let _stuck = gate.enter().expect("open");
        assert_eq!(gate.close(Duration::from_millis(30)).await, 1);
    }
}

//! Every few seconds this process writes what its gateway is doing (the
//! shards it runs, those connected) through the service, for
//! `dominoes-bot health`; at a stop the report is taken away. The total
//! number of shards is the configured range's, or, autosharded, what the
//! gateway's READY says.

use crate::config::ShardRange;
use crate::service::Service;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

/// The bot's total of shards, as far as this process knows it.
#[derive(Debug, Default)]
pub struct Total(AtomicU32);

impl Total {
    pub fn of(range: Option<ShardRange>) -> Total {
        Total(AtomicU32::new(range.map_or(0, |r| r.total)))
    }

    /// The first shard's READY names the total (autosharded, the one
    /// Discord recommended).
    pub fn learn(&self, ready: &serenity::Ready) {
        if let Some(shard) = ready.shard {
            self.0.store(shard.total, Ordering::Relaxed);
        }
    }

    fn get(&self) -> u32 {
        self.0.load(Ordering::Relaxed)
    }
}

/// The reporting task.
pub struct Reporter {
    stop: Arc<tokio::sync::Notify>,
    task: tokio::task::JoinHandle<()>,
    service: Arc<Service>,
}

impl Reporter {
    /// Reports every `every` until [`Reporter::stop`].
    pub fn spawn(
        shards: Arc<serenity::ShardManager>,
        service: Arc<Service>,
        total: Arc<Total>,
        every: Duration,
    ) -> Reporter {
        let stop = Arc::new(tokio::sync::Notify::new());
        let asked = stop.clone();
        let svc = service.clone();
        let task = tokio::spawn(async move {
            let mut ticks = tokio::time::interval(every);
            ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tokio::select! {
                    _ = ticks.tick() => {}
                    () = asked.notified() => return,
                }
                let (served, connected) = stages(&shards).await;
                let (svc, total) = (svc.clone(), total.get());
                let _ = tokio::task::spawn_blocking(move || svc.report_gateway(served, connected, total)).await;
            }
        });
        Reporter { stop, task, service }
    }

    /// Ends the reports (one being written is finished first, so none
    /// comes after) and takes this process's report away.
    pub async fn stop(self) {
        self.stop.notify_one();
        let _ = self.task.await;
        let svc = self.service;
        let _ = tokio::task::spawn_blocking(move || svc.forget_gateway()).await;
    }
}

/// The shards this process runs, and those of them connected, in order.
async fn stages(shards: &serenity::ShardManager) -> (Vec<u32>, Vec<u32>) {
    let runners = shards.runners.lock().await;
    let mut served: Vec<u32> = runners.keys().map(|id| id.0).collect();
    let mut connected: Vec<u32> = runners
        .iter()
        .filter(|(_, info)| info.stage == serenity::ConnectionStage::Connected)
        .map(|(id, _)| id.0)
        .collect();
    served.sort_unstable();
    connected.sort_unstable();
    (served, connected)
}

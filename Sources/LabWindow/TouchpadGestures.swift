import CSDL2
import CXInput
import Foundation

/// Reads a touchpad's pinch and rotate gestures for one SDL window through XInput 2.4 on its
/// own connection to the X server (SDL2 reads no touchpad gestures), and turns them into
/// ``InputEvent`` values. Works on X11 and XWayland with an X server of 21.1 or later; native
/// Wayland and older servers have none (``isAvailable`` is false, and the reason says why).
/// The X display connection is owned here and closed in `deinit`; the unsafe pointers of X's
/// event cookies stay in this file.
public final class TouchpadGestures {
    /// Why gestures are not read, when they are not (shown once in the panel).
    public let unavailableReason: String?
    public var isAvailable: Bool { unavailableReason == nil }
    private let display: OpaquePointer?
    private var opcode: Int32 = 0
    /// SDL's own X connection for the window, waited on together with this one.
    private var sdlConnection: Int32 = -1

    /// Opens the connection and asks for the window's pinch events.
    init(window: OpaquePointer, driver: String) {
        guard driver == "x11" else {
            display = nil
            unavailableReason = "touchpad pinch needs X11 or XWayland (video driver: \(driver))"
            return
        }
        let xWindow = gl_x11_window(window)
        guard xWindow != 0, let display = XOpenDisplay(nil) else {
            self.display = nil
            unavailableReason = "touchpad pinch: cannot reach the X server"
            return
        }
        var event: Int32 = 0, error: Int32 = 0
        var major: Int32 = 2, minor: Int32 = 4
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0,
              XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 4) else {
            XCloseDisplay(display)
            self.display = nil
            unavailableReason = "touchpad pinch needs XInput 2.4 (an X server of 21.1 or later); use Ctrl or Shift + wheel"
            return
        }
        let length = Int(gl_xi_mask_length(XI_GesturePinchEnd))
        var bits = [UInt8](repeating: 0, count: length)
        for type in [XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd] { gl_xi_set_mask(&bits, type) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(length), mask: buffer.baseAddress)
            _ = XISelectEvents(display, CXInput.Window(xWindow), &mask, 1)
        }
        XFlush(display)
        self.display = display
        sdlConnection = gl_x11_connection(window)
        unavailableReason = nil
    }

    deinit {
        if let display { XCloseDisplay(display) }
    }

    /// Waits up to `milliseconds` for SDL's events or this connection's, on both X connections
    /// at once, so that either wakes the wait as it arrives; nil when it cannot (then SDL waits
    /// alone). Returns whether something is pending.
    func wait(milliseconds: Int32) -> Bool? {
        guard let display, sdlConnection >= 0 else { return nil }
        func pending() -> Bool { SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue).rawValue != 0 || XPending(display) > 0 }
        // What SDL or Xlib already read is no longer on the sockets: look at it first.
        SDL_PumpEvents()
        if pending() { return true }
        var connections = [pollfd(fd: sdlConnection, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: gl_x11_display_fd(display), events: Int16(POLLIN), revents: 0)]
        _ = Glibc.poll(&connections, 2, milliseconds)
        SDL_PumpEvents()
        return pending()
    }

    /// Whether X has events waiting on this connection.
    var hasPending: Bool {
        guard let display else { return false }
        return XPending(display) > 0
    }

    /// The pinch events that arrived since the last call, stamped `time`; `scale` converts
    /// X's window pixels to window points.
    func poll(time: Double, pixelsPerPoint scale: Double, into events: inout [InputEvent]) {
        guard let display else { return }
        var event = XEvent()
        while XPending(display) > 0 {
            XNextEvent(display, &event)
            guard event.xcookie.type == GenericEvent, event.xcookie.extension == opcode,
                  XGetEventData(display, &event.xcookie) != 0 else { continue }
            defer { XFreeEventData(display, &event.xcookie) }
            guard let data = event.xcookie.data else { continue }
            let pinch = data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee
            if let translated = Self.translate(pinch, time: time, pixelsPerPoint: scale) { events.append(translated) }
        }
    }

    /// One XInput 2.4 pinch event as an ``InputEvent`` (nil for other events): the phase from
    /// its type and its cancelled flag, the pointer from its window position, the scale as X
    /// gives it (relative to the pinch's start), the turn since the last event in degrees.
    static func translate(_ pinch: XIGesturePinchEvent, time: Double, pixelsPerPoint: Double) -> InputEvent? {
        let phase: TouchpadPhase
        switch pinch.evtype {
        case XI_GesturePinchBegin: phase = .begin
        case XI_GesturePinchUpdate: phase = .update
        case XI_GesturePinchEnd: phase = pinch.flags & Int32(XIGesturePinchEventCancelled) != 0 ? .cancel : .end
        default: return nil
        }
        let points = pixelsPerPoint > 0 ? pixelsPerPoint : 1
        guard pinch.event_x.isFinite, pinch.event_y.isFinite, pinch.scale.isFinite, pinch.delta_angle.isFinite else { return nil }
        return InputEvent(time: time, kind: .touchpadPinch(phase: phase, x: pinch.event_x / points, y: pinch.event_y / points,
                                                           scale: pinch.scale, angleDelta: pinch.delta_angle))
    }
}
